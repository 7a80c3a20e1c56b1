import { provenanceSchema, type Provenance } from "../lib/provenance";
import { z } from "../lib/content-zod";

// The shape of the case results and their pure helpers, for both languages: content/results.ts
// (English) and content/es/results.ts (Spanish) hold the words and figures and re-export this, so
// the Spanish pages carry no English results (docs/decisions/0017-spanish-build.md).
export const sampleAmountRange = { min: 28_750, max: 62_500 } as const;

export const caseExampleSchema = z
  .object({
    title: z.string().min(5),
    amountUsd: z.number().int().positive(),
    description: z.string().min(20),
    date: z.iso.date(),
    location: z.string().min(2),
    industry: z.string().min(2),
    details: z.array(z.string().min(5)).min(1),
    provenance: provenanceSchema,
  })
  // The spec's range binds the samples; a firm's verified result is whatever it was.
  .refine(
    (e) =>
      e.provenance.status === "verified" ||
      (e.amountUsd >= sampleAmountRange.min && e.amountUsd <= sampleAmountRange.max),
    { message: "a sample amount must be within $28,750-$62,500", path: ["amountUsd"] },
  );

export const caseCategorySchema = z.object({
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  title: z.string().min(3),
  serviceId: z.enum(["discrimination", "harassment", "wage-hour", "wrongful-termination"]),
  examples: z.array(caseExampleSchema).length(10),
});
export type CaseCategory = z.infer<typeof caseCategorySchema>;
export type CaseExample = z.infer<typeof caseExampleSchema>;

/** One result as a row: title, amount, date, place, industry, description, what we did, provenance. */
export type CaseRow = [
  title: string,
  amountUsd: number,
  date: string,
  location: string,
  industry: string,
  description: string,
  details: string[],
  provenance: Provenance,
];
export const caseExamples = (rows: CaseRow[]): CaseExample[] =>
  rows.map(([title, amountUsd, date, location, industry, description, details, provenance]) => ({
    title,
    amountUsd,
    date,
    location,
    industry,
    description,
    details,
    provenance,
  }));

/** "discrimination-cases/0": a result's id, and its address under /results/. */
export type ResultId = `${string}/${number}`;
export const resultId = (category: CaseCategory, index: number): ResultId => `${category.slug}/${index}`;
export const resultPath = (id: ResultId) => `/results/${id}`;

export type CaseResult = { id: ResultId; category: CaseCategory; example: CaseExample; index: number };

/** A case index is a plain decimal integer; "abc", "-1" or "1.5" are not cases. */
export function parseCaseIndex(raw: string): number | null {
  if (!/^\d{1,4}$/.test(raw)) return null;
  return Number.parseInt(raw, 10);
}

export type ResultsPage = { category: CaseCategory; example: CaseExample | null; index: number | null };
