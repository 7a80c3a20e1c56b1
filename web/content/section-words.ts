import words from "#words/section-words";
import type { Words } from "./chrome";

// Words of the home and about pages' sections: the stories carousel, attorney cards and profiles,
// result links and the rights check (components/sections). Apart from content/chrome.ts so that
// only the pages that show them load them. The words, in each language:
// content/words/<language>/section-words.ts.
export const sectionWords = words;

export type SectionWords = Words<typeof sectionWords>;
