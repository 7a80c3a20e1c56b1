import { splatParam } from "@/lib/use-pathname";
import { Link } from "react-router";
import { ClosingCta } from "@/components/sections/cta-box";
import { formatDate, formatUsd } from "@/lib/format";
import { ResultCards, ResultsDisclosure } from "@/components/sections/result-cards";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { PageHeader } from "@/components/ui/page-header";
import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import { card, textLink } from "@/components/ui/styles";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import {
  allResults,
  findResultsPage,
  resolutionTime,
  resultId,
  resultsDisclaimer,
  sampleCaseNote,
} from "@/content/results";
import { priorResultsDisclaimer, sampleLabels } from "@/content/statements";
import { isSample } from "@/lib/provenance";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/results-detail";

// /results/{category} and /results/{category}/{index}: one route, so the results not-found page
// hydrates for any unknown URL under /results/.
export function meta({ params }: Route.MetaArgs) {
  const page = findResultsPage(splatParam(params));
  if (!page) return notFoundMeta("results");
  if (page.example) {
    // A search result shows only the head: a sample says so there too.
    const sample = isSample(page.example.provenance);
    return pageMeta({
      title: sample ? `${sampleLabels.case}: ${page.example.title}` : page.example.title,
      description: `${sample ? `${sampleCaseNote} ` : ""}${page.example.description} ${priorResultsDisclaimer}`,
      path: `/results/${page.category.slug}/${page.index}`,
      preview: "results",
    });
  }
  return pageMeta({
    title: `${page.category.title} Results`,
    description: `The kinds of ${page.category.title.toLowerCase()} we handle for California workers. ${priorResultsDisclaimer}`,
    path: `/results/${page.category.slug}`,
    preview: "results",
  });
}

export default function ResultsDetail({ params }: Route.ComponentProps) {
  const page = findResultsPage(splatParam(params));
  if (!page) return <NotFound kind="results" />;
  const { category, example, index } = page;

  if (example && index !== null) {
    const shown = { id: resultId(category, index), category, example, index };
    return (
      <div {...claimMarks(`result:${shown.id}`, example.provenance)}>
        <PageHeader heading={example.title} intro={example.description}>
          <SampleLabel provenance={example.provenance} kind="case" className="mt-4" />
        </PageHeader>
        <div className="mx-auto max-w-5xl px-4 pb-12">
          <ResultsDisclosure results={[shown]} />
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className={card}>
              <dt className="text-sm text-slate-700">Settlement amount</dt>
              <dd className="text-3xl font-bold text-blue-900">{formatUsd(example.amountUsd)}</dd>
            </div>
            <div className={card}>
              <dt className="text-sm text-slate-700">Type of case</dt>
              <dd className="text-xl font-semibold">{category.title}</dd>
            </div>
            <div className={card}>
              <dt className="text-sm text-slate-700">Where and when</dt>
              <dd>
                {example.location}, {example.industry},{" "}
                <time dateTime={example.date}>{formatDate(example.date)}</time>
              </dd>
            </div>
            <div className={card}>
              <dt className="text-sm text-slate-700">Time to resolve</dt>
              <dd>{resolutionTime}</dd>
            </div>
          </dl>
          <section aria-labelledby="helped-heading" className="mt-8">
            <h2 id="helped-heading" className="text-2xl font-bold">
              How we helped
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
              {example.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </section>
          <p className="mt-6 text-sm text-slate-700">
            Every case is different: many take longer than this one, and some end with no recovery.{" "}
            {resultsDisclaimer}
          </p>
          <div className="mt-8">
            <CaseReviewButton>Get Free Case Review</CaseReviewButton>
          </div>
          <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
            <Link to={`/results/${category.slug}`} className={textLink}>
              More {category.title.toLowerCase()} examples
            </Link>
            <Link to="/results" className={textLink}>
              View All Case Results
            </Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHeader
        heading={category.title}
        intro={`The kinds of cases in this category. Every case depends on its own facts. ${priorResultsDisclaimer}`}
      />
      <div className="mx-auto max-w-5xl px-4 pb-12">
        <ResultCards
          results={allResults.filter((r) => r.category === category)}
          headingLevel={2}
          className="mt-6 md:grid-cols-2"
        />
        <p className="mt-6 text-sm text-slate-700">{resultsDisclaimer}</p>
        <ClosingCta kind="results" className="mt-10" />
        <p className="mt-8">
          <Link to="/results" className={textLink}>
            View All Case Results
          </Link>
        </p>
      </div>
    </>
  );
}
