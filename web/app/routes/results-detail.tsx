import { splatParam } from "@/lib/use-pathname";
import { Link } from "react-router";
import { CtaBox } from "@/components/sections/cta-box";
import { formatDate, formatUsd } from "@/components/sections/money";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { PageHeader } from "@/components/ui/page-header";
import { card, textLink } from "@/components/ui/styles";
import { CaseReviewButton } from "@/features/intake/components/intake-buttons";
import { callsToAction } from "@/content/calls-to-action";
import { findResultsPage, resolutionTime, resultsDisclaimer, resultsDisclosure } from "@/content/results";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/results-detail";

// /results/{category} and /results/{category}/{index}: one route, so the results not-found page
// hydrates for any unknown URL under /results/.
export function meta({ params }: Route.MetaArgs) {
  const page = findResultsPage(splatParam(params));
  if (!page) return notFoundMeta("results");
  if (page.example)
    return pageMeta({
      title: page.example.title,
      description: `Illustrative example: ${page.example.description} Past results do not guarantee a similar outcome.`,
      path: `/results/${page.category.slug}/${page.index}`,
      preview: "results",
    });
  return pageMeta({
    title: `${page.category.title} Results`,
    description: `Examples of ${page.category.title.toLowerCase()} our attorneys handle for California workers. Past results do not guarantee a similar outcome.`,
    path: `/results/${page.category.slug}`,
    preview: "results",
  });
}

const disclosure = (
  <p className="rounded-md border-l-4 border-amber-500 bg-amber-50 p-4 text-slate-800">{resultsDisclosure}</p>
);

export default function ResultsDetail({ params }: Route.ComponentProps) {
  const page = findResultsPage(splatParam(params));
  if (!page) return <NotFound kind="results" />;
  const { category, example, index } = page;

  if (example && index !== null) {
    return (
      <>
        <PageHeader heading={example.title} intro={example.description} />
        <div className="mx-auto max-w-5xl px-4 pb-12">
          {disclosure}
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
      </>
    );
  }

  return (
    <>
      <PageHeader
        heading={category.title}
        intro="Examples of cases in this category. Every case depends on its own facts; a past result does not predict yours."
      />
      <div className="mx-auto max-w-5xl px-4 pb-12">
        {disclosure}
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {category.examples.map((e, i) => (
            <li key={e.title} className={card}>
              <p className="text-2xl font-bold text-blue-900">{formatUsd(e.amountUsd)}</p>
              <h2 className="mt-1 text-lg font-semibold">
                <Link to={`/results/${category.slug}/${i}`} className={textLink}>
                  {e.title}
                </Link>
              </h2>
              <p className="mt-1 text-slate-700">{e.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-700">{resultsDisclaimer}</p>
        <div className="mt-10">
          <CtaBox cta={callsToAction.results} />
        </div>
        <p className="mt-8">
          <Link to="/results" className={textLink}>
            View All Case Results
          </Link>
        </p>
      </div>
    </>
  );
}
