import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { DeadlineTool } from "@/features/tools/components/deadline-tool";
import { DeadlineRuleList } from "@/features/tools/components/deadline-rules";

export const meta = (context: MetaContext) => metaFor("tools-deadlines", context);

export default function ToolsDeadlines() {
  return (
    <StaticPage page="tools-deadlines">
      <DeadlineTool />
      <DeadlineRuleList />
    </StaticPage>
  );
}
