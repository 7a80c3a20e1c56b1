import { z } from "../../lib/content-zod";
import { fullAddress, site } from "@/lib/site-config";
import { fillIn, withWords } from "../../lib/words";
import words from "#words/legal-shared";

// The legal pages: privacy, terms, accessibility and disclaimer, written for this product (what
// its forms collect and where it goes), one file each so each page's "Last updated" date comes
// from its own history (scripts/content-dates.ts). Contact details come from config/site.json.
// Rules they follow: ../shared/content-facts.md (CCPA/CPRA, GPC, TCPA, referral rules, Rule 7.1).
// Each page's module holds its facts (which sections, in what order, the figures and names its
// sentences need); the sentences are its word catalog, content/words/<language>/legal-<page>.ts.
const section = z.object({
  heading: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).default([]),
  list: z.array(z.string().min(5)).optional(),
});
export const legalPageText = z.object({ sections: z.array(section).min(3) });
export type LegalPageText = z.input<typeof legalPageText>;

export const firm = site.responsible.firmName;
export const email = site.contact.email;
export const phone = site.contact.phoneDisplay;
export const address = fullAddress();
export const howToReach = fillIn(words.howToReach, { email, phone, firm, address });
/** The words before a legal page's date. */
export const lastUpdated = words.lastUpdated;

/** The keywords our text messages answer to. Carriers read them in English, so every language's
 * page names the same words. */
export const textKeywords = { stop: "STOP", help: "HELP", start: "START" } as const;

/** A count in a sentence: a word below ten ("two business days"), digits from ten on. */
export { inWords } from "../in-words";

/** A section's words in a page's catalog: its heading, paragraphs and list, any of them with
 * `{name}` placeholders. */
type SectionWords = { heading: string; paragraphs?: readonly string[]; list?: readonly string[] };

/**
 * A page's text: its sections in the order `sectionIds` gives, each with its words from
 * `sections` (withWords refuses a section without words or words without a section), every
 * `{name}` filled in from `values`, the contact details, {howToReach} and the text keywords.
 */
export function legalText<Id extends string>(
  what: string,
  sectionIds: readonly Id[],
  sections: Readonly<Record<Id, SectionWords>>,
  values: Readonly<Record<string, string | number>> = {},
): LegalPageText {
  const all = { firm, email, phone, address, howToReach, ...textKeywords, ...values };
  const fill = (text: string) => fillIn(text, all);
  return {
    sections: withWords(
      what,
      sectionIds.map((id) => ({ id })),
      sections,
    ).map(({ heading, paragraphs = [], list }) => ({
      heading: fill(heading),
      paragraphs: paragraphs.map(fill),
      ...(list ? { list: list.map(fill) } : {}),
    })),
  };
}
