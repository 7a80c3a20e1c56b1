import { CaseResultsSection } from "@/components/sections/case-results-section";
import { CtaBox } from "@/components/sections/cta-box";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { callsToAction } from "@/content/calls-to-action";

export const meta = (context: MetaContext) => metaFor("results", context, { preview: "results" });

export default function Results() {
  return (
    <StaticPage page="results">
      <CaseResultsSection />
      <div className="mt-12">
        <CtaBox cta={callsToAction.results} />
      </div>
    </StaticPage>
  );
}
