import words from "#words/errors";

/** What a page says when it failed to render, beyond the HTTP status when there is one. The words,
 * in each language: content/words/<language>/errors.ts. */
export const renderErrorCopy = words;
