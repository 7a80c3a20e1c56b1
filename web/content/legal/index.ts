import contentDates from "virtual:content-dates";
import { siteLanguage } from "@/lib/i18n/language";
import { accessibility } from "./accessibility";
import { disclaimer } from "./disclaimer";
import { privacy } from "./privacy";
import { lastUpdated as lastUpdatedWords, legalPageText, type LegalPageText } from "./shared";
import { terms } from "./terms";

export type LegalPageKey = "privacy" | "terms" | "accessibility" | "disclaimer";
export type LegalPage = ReturnType<typeof legalPageText.parse> & {
  /** The day the page's text last changed (YYYY-MM-DD), from the content's history. */
  updated: string;
};

// Each language's page is dated by its own words (scripts/content-dates.ts): a change to the
// English words does not date a Spanish page that has not followed it yet.
function page(key: LegalPageKey, text: LegalPageText): LegalPage {
  const dated = siteLanguage === "en" ? `legal/${key}` : `legal/${siteLanguage}/${key}`;
  const updated = contentDates[dated];
  if (!updated) throw new Error(`no history date for ${dated} (scripts/content-dates.ts)`);
  return { ...legalPageText.parse(text), updated };
}

export const legalPages: Record<LegalPageKey, LegalPage> = {
  privacy: page("privacy", privacy),
  terms: page("terms", terms),
  accessibility: page("accessibility", accessibility),
  disclaimer: page("disclaimer", disclaimer),
};

/** "Last updated", before a legal page's date. */
export const lastUpdated: string = lastUpdatedWords;
