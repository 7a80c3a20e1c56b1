import contentDates from "virtual:content-dates";
import type { LegalPage, LegalPageKey } from "..";
import { accessibility } from "./accessibility";
import { disclaimer } from "./disclaimer";
import { privacy } from "./privacy";
import { legalPageText, type LegalPageText } from "./shared";
import { terms } from "./terms";

export type { LegalPage, LegalPageKey } from "..";

// Each Spanish page's "last updated" date is the day its Spanish text last changed
// (scripts/content-dates.ts), which may be before the English page's when the English changed since.
function page(key: LegalPageKey, text: LegalPageText): LegalPage {
  const updated = contentDates[`legal/es/${key}`];
  if (!updated) throw new Error(`no history date for legal/es/${key} (scripts/content-dates.ts)`);
  return { ...legalPageText.parse(text), updated };
}

export const legalPages: Record<LegalPageKey, LegalPage> = {
  privacy: page("privacy", privacy),
  terms: page("terms", terms),
  accessibility: page("accessibility", accessibility),
  disclaimer: page("disclaimer", disclaimer),
};
