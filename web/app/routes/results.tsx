import { CaseResultsSection } from "@/components/sections/case-results-section";
import { ClosingCta } from "@/components/sections/cta-box";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";

export const meta = (context: MetaContext) => metaFor("results", context, { preview: "results" });

export default function Results() {
  return (
    <StaticPage page="results">
      <CaseResultsSection />
      <ClosingCta kind="results" />
    </StaticPage>
  );
}
