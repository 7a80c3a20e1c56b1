// Sentences the site says on many pages, kept here in one wording so that no page can say
// something different (tests/unit/statements.test.ts looks for the old variants).

/**
 * Who reads a request sent through the site. True for every request: the intake team reads all
 * of them, and an attorney looks at those that may be a case the firm can take. It promises no
 * outcome and does not say an attorney reads every request.
 */
export const whoReadsRequests =
  "Our intake team reads every request, and an attorney reviews each one that may be a case we can take.";

/** The prior-results disclaimer (Rule 7.1 and B&P 6157.2), in the one wording the site uses. */
export const priorResultsDisclaimer = "Prior results do not guarantee a similar outcome.";

/** The visible label on a firm claim marked as a sample (components/ui/sample-label.tsx). */
export const sampleLabels = {
  figure: "Sample figure",
  case: "Sample case",
  story: "Sample story",
  profile: "Sample profile",
} as const;
export type SampleKind = keyof typeof sampleLabels;
