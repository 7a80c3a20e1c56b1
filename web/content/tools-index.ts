import { withWords } from "../lib/words";
import words from "#words/tools-index";

// /tools and the pointer to it on other pages, kept apart from content/tools.ts so the pages that
// only link to the tools do not download the tools' words. The words are
// content/words/<language>/tools-index.ts (lib/words.ts).

/** The tools, in the order /tools lists them. */
const cards = [
  { id: "deadlines", href: "/tools/deadlines" },
  { id: "wage-calculator", href: "/tools/wage-calculator" },
] as const;

export const toolsIndex = {
  cards: withWords("tool cards", cards, words.cards),
  /** The short pointer placed on the home page, the service pages and the wage articles. */
  promo: words.promo,
};

/** What the two tools always say: an estimate, never a promise. */
export const toolCaution: string = words.caution;
