import { splatParam } from "@/lib/use-pathname";
import { Link } from "react-router";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { PageHeader } from "@/components/ui/page-header";
import { findResultsPage } from "@/content/results";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/results-detail";

// /results/{category} and /results/{category}/{index}: one route, so the results not-found page
// hydrates for any unknown URL under /results/.
export function meta({ params }: Route.MetaArgs) {
  const page = findResultsPage(splatParam(params));
  if (!page) return notFoundMeta("results");
  if (page.example) return pageMeta({ title: page.example.title, description: page.example.description });
  return pageMeta({
    title: `${page.category.title} Results`,
    description: `Examples of ${page.category.title.toLowerCase()} our attorneys resolved for California workers. Past results do not guarantee a similar outcome.`,
  });
}

export default function ResultsDetail({ params }: Route.ComponentProps) {
  const page = findResultsPage(splatParam(params));
  if (!page) return <NotFound kind="results" />;
  if (page.example) return <PageHeader heading={page.example.title} intro={page.example.description} />;
  return (
    <>
      <PageHeader
        heading={page.category.title}
        intro="Examples of cases in this category. Every case depends on its own facts; a past result does not predict yours."
      />
      <div className="mx-auto max-w-5xl px-4 pb-12">
        <Link to="/results" className="font-semibold text-blue-800 underline underline-offset-2">
          View All Case Results
        </Link>
      </div>
    </>
  );
}
