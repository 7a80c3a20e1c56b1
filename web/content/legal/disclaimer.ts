import words from "#words/legal-disclaimer";
import { site } from "@/lib/site-config";
import { priorResultsDisclaimer } from "../statements";
import { legalText, type LegalPageText } from "./shared";

// The disclaimer: its sections in order and the attorney responsible for the site
// (config/site.json). The sentences: content/words/<language>/legal-disclaimer.ts.
export const disclaimer: LegalPageText = legalText(
  "legal/disclaimer",
  [
    "advertising",
    "general-information",
    "no-attorney-client-relationship",
    "results",
    "independent-attorneys",
  ],
  words.sections,
  { attorney: site.responsible.attorneyName, priorResults: priorResultsDisclaimer },
);
