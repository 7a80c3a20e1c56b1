import { withWords } from "../lib/words";
import { faqSet, type Faq } from "./faqs-schema";
import type { ServiceIdName } from "./service-ids";
import words from "#words/faqs";

// Question-and-answer sets. Each service page shows its own set of five; any other page kind
// (and a service without its own set) gets the default set. Figures follow content-facts.md.
// The facts here are which questions each set has, by id, and their order; the words, by the
// same ids, are content/words/<language>/faqs.ts (lib/words.ts). The schema is
// content/faqs-schema.ts.
export * from "./faqs-schema";

/** A set of questions, in order, with the words of the build's language. */
function faqs(what: keyof typeof words, ids: readonly string[]): readonly Faq[] {
  return faqSet.parse(
    withWords(
      `faqs.${what}`,
      ids.map((id) => ({ id })),
      words[what],
    ).map(({ question, answer }) => ({ question, answer })),
  );
}

export const defaultFaqs: readonly Faq[] = faqs("general", [
  "review-cost",
  "no-win-no-fee",
  "employer-finds-out",
  "time-to-act",
  "fired-for-complaining",
]);

export const serviceFaqs: Partial<Record<ServiceIdName, readonly Faq[]>> = {
  discrimination: faqs("discrimination", [
    "what-counts",
    "written-proof",
    "deadline",
    "performance-reason",
    "employer-size",
  ]),
  harassment: faqs("harassment", [
    "not-sexual",
    "customer-harasser",
    "report-to-hr",
    "one-incident",
    "deadline",
  ]),
  "wage-hour": faqs("wage-hour", [
    "overtime",
    "missed-meal-break",
    "salaried",
    "how-far-back",
    "still-working-there",
  ]),
  "wrongful-termination": faqs("wrongful-termination", [
    "at-will",
    "pushed-to-resign",
    "severance",
    "right-after-firing",
    "deadline",
  ]),
};

export const workplaceRightsFaqs: readonly Faq[] = faqs("workplaceRights", [
  "undocumented",
  "employee-or-contractor",
  "family-leave",
  "pay-cut-for-asking",
  "evidence",
]);
