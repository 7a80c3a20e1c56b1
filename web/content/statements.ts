import words from "#words/statements";

// Sentences the site says on many pages, kept here in one wording so that no page can say
// something different (tests/unit/statements.test.ts looks for the old variants). The words, in
// each language: content/words/<language>/statements.ts.

/**
 * Who reads a request sent through the site. True for every request: the intake team reads all
 * of them, and an attorney looks at those that may be a case the firm can take. It promises no
 * outcome and does not say an attorney reads every request.
 */
export const whoReadsRequests: string = words.whoReadsRequests;

/** The prior-results disclaimer (Rule 7.1 and B&P 6157.2), in the one wording the site uses. */
export const priorResultsDisclaimer: string = words.priorResultsDisclaimer;

/** The visible label on a firm claim marked as a sample (components/ui/sample-label.tsx). */
export const sampleLabels = words.sampleLabels;
export type SampleKind = keyof typeof sampleLabels;
