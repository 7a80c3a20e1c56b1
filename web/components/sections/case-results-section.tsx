import { sectionWords } from "@/content/section-words";
import { Link } from "@/components/ui/site-link";
import { Accordion } from "@/components/ui/accordion";
import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import { textLink } from "@/components/ui/styles";
import { serviceFigures } from "@/content/figures";
import { allResults } from "@/content/result-lookups";
import { caseCategories, resultId, resultPath, resultsDisclaimer } from "@/content/results";
import { formatUsd } from "@/lib/format";
import { ResultsDisclosure } from "./result-cards";

/**
 * The shared Case Results section: four categories with their counts (config/site.json), each
 * opening its ten examples, each example opening its description. Both levels are accordions of
 * <details> (components/ui/accordion.tsx), so one category and one example open at a time without
 * any script; the site script adds only that opening a category closes the example left open in it
 * (components/ui/disclosures.ts).
 * Each count and each result carries its label while it is a sample.
 */
export function CaseResultsSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const inner = headingLevel === 2 ? 3 : 4;
  return (
    <div>
      <ResultsDisclosure results={allResults} />
      <Accordion
        className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200"
        headingLevel={headingLevel}
        closeInnerOnOpen
        items={caseCategories.map((c) => {
          const count = serviceFigures(c.serviceId).casesWon;
          return {
            id: c.slug,
            title: (
              <span className="flex flex-wrap items-center gap-3">
                {c.title}
                <span
                  {...claimMarks(count.id, count.provenance)}
                  className="inline-flex flex-wrap items-center gap-2"
                >
                  <span className="rounded-full bg-blue-100 px-3 py-0.5 text-sm font-semibold text-blue-900">
                    {count.value} {count.label}
                  </span>
                  <SampleLabel provenance={count.provenance} kind="figure" />
                </span>
              </span>
            ),
            content: (
              <>
                <Accordion
                  className="divide-y divide-slate-100 rounded-md border border-slate-200"
                  headingLevel={inner}
                  summaryClassName="flex min-h-12 w-full items-center justify-between gap-4 px-4 py-2 text-left font-semibold text-slate-900 hover:bg-slate-50"
                  items={c.examples.map((e, i) => ({
                    id: `${c.slug}-${i}`,
                    title: (
                      <span
                        {...claimMarks(`result:${resultId(c, i)}`, e.provenance)}
                        className="flex flex-wrap items-center gap-x-2 gap-y-1"
                      >
                        <span>
                          {e.title} <span className="text-blue-800">{formatUsd(e.amountUsd)}</span>
                        </span>
                        <SampleLabel provenance={e.provenance} kind="case" />
                      </span>
                    ),
                    content: (
                      <>
                        <p className="text-slate-700">{e.description}</p>
                        <Link to={resultPath(resultId(c, i))} className={`mt-2 inline-block ${textLink}`}>
                          {sectionWords.readAboutExample}
                          <span className="sr-only">: {e.title}</span>
                        </Link>
                      </>
                    ),
                  }))}
                />
                <Link to={`/results/${c.slug}`} className={`mt-3 inline-block ${textLink}`}>
                  {sectionWords.allCategoryExamples(c.title.toLowerCase())}
                </Link>
              </>
            ),
          };
        })}
      />
      <p className="mt-6 text-sm text-slate-700">{resultsDisclaimer}</p>
    </div>
  );
}
