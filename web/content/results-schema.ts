import { provenanceSchema } from "../lib/provenance";
import { z } from "../lib/content-zod";

// The shape of the case results and their pure helpers. content/results.ts holds the facts and
// takes the words of the build's language (content/words/<language>/results.ts), and re-exports this.
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
    /** Numbers the result's words name, by the name they use there (e.g. an age). */
    numbers: z.record(z.string(), z.number()).optional(),
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
