import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { Island } from "@/app/island";
import { WageRuleList } from "@/features/tools/components/wage-rules";

export const meta = (context: MetaContext) => metaFor("tools-wage-calculator", context);

export default function ToolsWageCalculator() {
  return (
    <StaticPage page="tools-wage-calculator">
      <Island name="wage-calculator" when="load" />
      <WageRuleList />
    </StaticPage>
  );
}
