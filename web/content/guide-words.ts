import words from "#words/guide-words";

// The fixed words of every guide page around its body (app/routes/guide.tsx), in the build's
// language: content/words/<language>/guide-words.ts.
export const guidePageCopy = words;
