import { z } from "../lib/zod";

// Case result categories. The forty example settlements are written in the case-results issue;
// until then each category has no examples, so every /results/{category}/{index} is "Case Not Found".
export const caseExampleSchema = z.object({
  title: z.string().min(5),
  amountUsd: z.number().int().min(28_750).max(62_500),
  description: z.string().min(20),
  date: z.iso.date(),
  location: z.string().min(2),
  industry: z.string().min(2),
  details: z.array(z.string().min(5)).min(1),
});

export const caseCategorySchema = z.object({
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  title: z.string().min(3),
  serviceId: z.enum(["discrimination", "harassment", "wage-hour", "wrongful-termination"]),
  examples: z.array(caseExampleSchema),
});
export type CaseCategory = z.infer<typeof caseCategorySchema>;

export const caseCategories: readonly CaseCategory[] = z.array(caseCategorySchema).parse([
  { slug: "discrimination-cases", title: "Discrimination Cases", serviceId: "discrimination", examples: [] },
  { slug: "harassment-claims", title: "Harassment Claims", serviceId: "harassment", examples: [] },
  { slug: "wage-and-hour", title: "Wage & Hour", serviceId: "wage-hour", examples: [] },
  {
    slug: "wrongful-termination",
    title: "Wrongful Termination",
    serviceId: "wrongful-termination",
    examples: [],
  },
]);

export function findCategory(slug: string | undefined): CaseCategory | undefined {
  return caseCategories.find((c) => c.slug === slug);
}

/** A case index is a plain decimal integer; "abc", "-1" or "1.5" are not cases. */
export function parseCaseIndex(raw: string): number | null {
  if (!/^\d{1,4}$/.test(raw)) return null;
  return Number.parseInt(raw, 10);
}

export type CaseExample = z.infer<typeof caseExampleSchema>;
export type ResultsPage = { category: CaseCategory; example: CaseExample | null };

/**
 * Resolves the part of a URL after /results/: "{category}" is the category page,
 * "{category}/{index}" one case; anything else (unknown category or index, more segments) is null.
 */
export function findResultsPage(splat: string | undefined): ResultsPage | null {
  const [slug, index, ...rest] = (splat ?? "").split("/");
  const category = findCategory(slug);
  if (!category || rest.length > 0) return null;
  if (index === undefined) return { category, example: null };
  const i = parseCaseIndex(index);
  const example = i === null ? undefined : category.examples[i];
  return example ? { category, example } : null;
}
