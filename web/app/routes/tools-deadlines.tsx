import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { Island } from "@/app/island";
import { DeadlineRuleList } from "@/features/tools/components/deadline-rules";

export const meta = (context: MetaContext) => metaFor("tools-deadlines", context);

export default function ToolsDeadlines() {
  return (
    <StaticPage page="tools-deadlines">
      <Island name="deadline-tool" when="load" />
      <DeadlineRuleList />
    </StaticPage>
  );
}
