import words from "#words/chrome";
import { otherLanguage, siteLanguage } from "../lib/i18n/language";

// Words the site's code puts on pages (not a page's own copy): the skip link, the language switch,
// description suffixes and the like. The words, in each language: content/words/<language>/chrome.ts;
// the other language's code (the switch's and the offer's `lang`) is a fact of the build.
const other = otherLanguage(siteLanguage);

export const chrome = {
  ...words,
  /** The language switch: a link to the same page in the other language, in that language. */
  otherLanguage: { ...words.otherLanguage, lang: other },
  /** The offer shown when the browser prefers the other language. */
  languageOffer: { ...words.languageOffer, lang: other },
};

/** The type of a set of words: each string is any string, each function returns one. */
export type Words<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : T[K] extends readonly string[]
        ? readonly string[]
        : { [P in keyof T[K]]: T[K][P] extends readonly string[] ? readonly string[] : string };
};

export type Chrome = Words<typeof chrome>;
