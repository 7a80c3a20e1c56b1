import { splatParam } from "@/lib/use-pathname";
import { ResultCategoryPage, ResultExamplePage } from "@/components/sections/results-detail-page";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { findResultsPage } from "@/content/result-lookups";
import { sampleCaseNote } from "@/content/results";
import { resultsPageCopy } from "@/content/results-page";
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
    title: resultsPageCopy.categoryTitle(page.category.title),
    description: resultsPageCopy.categoryDescription(page.category.title, priorResultsDisclaimer),
    path: `/results/${page.category.slug}`,
    preview: "results",
  });
}

export default function ResultsDetail({ params }: Route.ComponentProps) {
  const page = findResultsPage(splatParam(params));
  if (!page) return <NotFound kind="results" />;
  const { category, example, index } = page;
  if (example && index !== null)
    return <ResultExamplePage category={category} example={example} index={index} />;
  return <ResultCategoryPage category={category} />;
}
