import { fillIn } from "../lib/words";
import words from "#words/results-page";
import { priorResultsDisclaimer } from "./statements";

// The words are content/words/<language>/results-page.ts (lib/words.ts); the prior-results
// disclaimer is content/statements.ts's one wording.

/** The fixed words of a results category page and of one example's page (/results/...). */
export const resultsPageCopy = {
  ...words,
  categoryIntro: fillIn(words.categoryIntro, { priorResultsDisclaimer }),
};
