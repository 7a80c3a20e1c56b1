import {
  caseCategories,
  parseCaseIndex,
  resultId,
  type CaseCategory,
  type CaseResult,
  type ResultsPage,
} from "./results";

// Lookups over the case results, in either language: content/results.ts takes the words of the
// build's language (content/words/<language>/results.ts). The results' facts stay in that module.

/** Every result with its id, in page order. */
export const allResults: readonly CaseResult[] = caseCategories.flatMap((category) =>
  category.examples.map((example, index) => ({ id: resultId(category, index), category, example, index })),
);

export function findResult(id: string): CaseResult | undefined {
  return allResults.find((r) => r.id === id);
}

export function findCategory(slug: string | undefined): CaseCategory | undefined {
  return caseCategories.find((c) => c.slug === slug);
}

/**
 * Resolves the part of a URL after /results/ (after /es/results/ on Spanish pages): "{category}"
 * is the category page, "{category}/{index}" one case; anything else (unknown category or index,
 * more segments) is null.
 */
export function findResultsPage(splat: string | undefined): ResultsPage | null {
  const [slug, index, ...rest] = (splat ?? "").split("/");
  const category = findCategory(slug);
  if (!category || rest.length > 0) return null;
  if (index === undefined) return { category, example: null, index: null };
  const i = parseCaseIndex(index);
  const example = i === null ? undefined : category.examples[i];
  return example && i !== null ? { category, example, index: i } : null;
}
