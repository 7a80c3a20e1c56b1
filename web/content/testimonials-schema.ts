import { provenanceSchema } from "../lib/provenance";
import { z } from "../lib/content-zod";
import { findResult } from "./result-lookups";
import type { CaseResult } from "./results-schema";

// The shape of content/testimonials.ts and its helpers. content/testimonials.ts holds the stories'
// facts, takes their words in the build's language (content/words/<language>/testimonials.ts) and
// re-exports this.
export const testimonialEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(3),
    title: z.string().min(3),
    company: z.string().min(3),
    issue: z.string().min(3),
    quote: z.string().min(40).max(400),
    rating: z.literal(5),
    /** The id of the result this story tells, e.g. "discrimination-cases/0". */
    caseResult: z.string().regex(/^[a-z-]+\/\d+$/),
    provenance: provenanceSchema,
  })
  .strict();
export type TestimonialEntry = z.infer<typeof testimonialEntrySchema>;

/** A story joined with its case result: the amount, place and service are the result's. */
export type Testimonial = TestimonialEntry & {
  result: CaseResult;
  settlementUsd: number;
  location: string;
  serviceId: CaseResult["category"]["serviceId"];
};

/**
 * Joins each story to its result. Throws, naming the story, if the result does not exist or if a
 * verified story points at a sample result (its amount would then be a sample shown as fact).
 */
export function joinTestimonials(
  entries: readonly TestimonialEntry[],
  find: (id: string) => CaseResult | undefined = findResult,
): Testimonial[] {
  return entries.map((entry) => {
    const result = find(entry.caseResult);
    if (!result) throw new Error(`testimonial ${entry.id}: no case result "${entry.caseResult}"`);
    if (entry.provenance.status === "verified" && result.example.provenance.status !== "verified")
      throw new Error(
        `testimonial ${entry.id} is verified but its case result ${result.id} is a sample; verify the result first`,
      );
    return {
      ...entry,
      result,
      settlementUsd: result.example.amountUsd,
      location: result.example.location,
      serviceId: result.category.serviceId,
    };
  });
}
