import words from "#words/figure-words";

// Words around the legal figures in articles and guides: the wage tables, change notes and worked
// examples (components/article/figures.tsx, worked-example.tsx), in the build's language
// (content/words/<language>/figure-words.ts). Apart from content/chrome.ts so that only the pages
// that show them load them.
export const figureWords = words;
