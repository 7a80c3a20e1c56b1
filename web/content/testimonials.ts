import { sample, type Provenance } from "../lib/provenance";
import { z } from "../lib/content-zod";
import { fillIn, withWords } from "../lib/words";
import words from "#words/testimonials";
import { findResult } from "./result-lookups";
import { joinTestimonials, testimonialEntrySchema, type Testimonial } from "./testimonials-schema";

// Client stories. Each one tells the story of one case result (content/results.ts) and takes its
// settlement, place and kind of case from that result, so a story and its result cannot give two
// different amounts. Each is a firm claim with its provenance. The four shipped here are SAMPLES
// written for this product, not real clients: Business and Professions Code 6157.2 requires a
// dramatization to be disclosed, so each carries the disclosure below and a "Sample story" label
// wherever it appears. No quote promises an outcome.
// The facts (names, ratings, the result each tells, provenance) are here, once; the words, in each
// language, are content/words/<language>/testimonials.ts, by story id (lib/words.ts). A number a
// quote names is a fact: the story's own `numbers`, or its result's (the same hours as the result).
// The schema, types and the join are content/testimonials-schema.ts.
export * from "./testimonials-schema";

/** A story's facts: the same in every language. */
type StoryFacts = {
  id: keyof typeof words.stories;
  name: string;
  rating: 5;
  caseResult: string;
  provenance: Provenance;
  numbers?: Readonly<Record<string, number>>;
};

const facts: readonly StoryFacts[] = [
  { id: "maria-l", name: "Maria L.", rating: 5, caseResult: "discrimination-cases/0", provenance: sample },
  { id: "james-t", name: "James T.", rating: 5, caseResult: "discrimination-cases/1", provenance: sample },
  { id: "ana-r", name: "Ana R.", rating: 5, caseResult: "harassment-claims/0", provenance: sample },
  {
    id: "david-k",
    name: "David K.",
    rating: 5,
    caseResult: "wage-and-hour/0",
    provenance: sample,
    // California's daily overtime line (Labor Code 510); the hours worked are the result's.
    numbers: { dailyOvertimeAfter: 8 },
  },
];

export const testimonialDisclosure = words.disclosure;

export const testimonials: readonly Testimonial[] = joinTestimonials(
  z
    .array(testimonialEntrySchema)
    .length(4)
    .parse(
      withWords("testimonials", facts, words.stories).map(({ numbers, quote, ...story }) => ({
        ...story,
        quote: fillIn(quote, { ...findResult(story.caseResult)?.example.numbers, ...numbers }),
      })),
    ),
);
