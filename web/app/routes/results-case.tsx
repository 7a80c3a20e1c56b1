import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { PageHeader } from "@/components/ui/page-header";
import { findCategory, parseCaseIndex } from "@/content/results";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/results-case";

function findCase(params: { category?: string; index?: string }) {
  const category = findCategory(params.category);
  const index = parseCaseIndex(params.index);
  const example = category && index !== null ? category.examples[index] : undefined;
  return category && example ? { category, example } : null;
}

export function meta({ params }: Route.MetaArgs) {
  const found = findCase(params);
  return found
    ? pageMeta({ title: found.example.title, description: found.example.description })
    : notFoundMeta("results");
}

export default function ResultsCase({ params }: Route.ComponentProps) {
  const found = findCase(params);
  if (!found) return <NotFound kind="results" />;
  return <PageHeader heading={found.example.title} intro={found.example.description} />;
}
