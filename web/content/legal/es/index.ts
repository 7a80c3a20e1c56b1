import contentDates from "virtual:content-dates";
import type { LegalPage, LegalPageKey } from "..";
import { accessibility } from "./accessibility";
import { disclaimer } from "./disclaimer";
import { privacy } from "./privacy";
import { legalPageText, type LegalPageText } from "./shared";
import { terms } from "./terms";

export type { LegalPage, LegalPageKey } from "..";

// The Spanish pages show the same "last updated" date as the English ones: the day the English
// text last changed (scripts/content-dates.ts), which the Spanish text follows.
function page(key: LegalPageKey, text: LegalPageText): LegalPage {
  const updated = contentDates[`legal/${key}`];
  if (!updated) throw new Error(`no history date for legal/${key} (scripts/content-dates.ts)`);
  return { ...legalPageText.parse(text), updated };
}

export const legalPages: Record<LegalPageKey, LegalPage> = {
  privacy: page("privacy", privacy),
  terms: page("terms", terms),
  accessibility: page("accessibility", accessibility),
  disclaimer: page("disclaimer", disclaimer),
};
