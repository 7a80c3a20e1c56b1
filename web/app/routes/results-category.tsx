import { Link } from "react-router";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { PageHeader } from "@/components/ui/page-header";
import { findCategory } from "@/content/results";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/results-category";

export function meta({ params }: Route.MetaArgs) {
  const category = findCategory(params.category);
  return category
    ? pageMeta({
        title: `${category.title} Results`,
        description: `Examples of ${category.title.toLowerCase()} our attorneys resolved for California workers. Past results do not guarantee a similar outcome.`,
      })
    : notFoundMeta("results");
}

export default function ResultsCategory({ params }: Route.ComponentProps) {
  const category = findCategory(params.category);
  if (!category) return <NotFound kind="results" />;
  return (
    <>
      <PageHeader
        heading={category.title}
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
