import contentDates from "virtual:content-dates";
import { accessibility } from "./accessibility";
import { disclaimer } from "./disclaimer";
import { privacy } from "./privacy";
import { legalPageText, type LegalPageText } from "./shared";
import { terms } from "./terms";

export type LegalPageKey = "privacy" | "terms" | "accessibility" | "disclaimer";
export type LegalPage = ReturnType<typeof legalPageText.parse> & {
  /** The day the page's text last changed (YYYY-MM-DD), from the content's history. */
  updated: string;
};

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
