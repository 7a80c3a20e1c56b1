import words from "#words/legal-terms";
import { priorResultsDisclaimer } from "../statements";
import { venueCounty } from "./facts";
import { legalText, type LegalPageText } from "./shared";

// The terms of use: their sections in order and the county whose courts hear a dispute. The
// sentences: content/words/<language>/legal-terms.ts.
export const terms: LegalPageText = legalText(
  "legal/terms",
  [
    "using-this-website",
    "no-legal-advice",
    "fees",
    "results",
    "text-messages",
    "acceptable-use",
    "links-to-other-sites",
    "limitation-of-liability",
    "governing-law",
    "contact",
  ],
  words.sections,
  { venueCounty, priorResults: priorResultsDisclaimer },
);
