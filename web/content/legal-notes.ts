import words from "#words/legal-notes";

// Notes that stand under articles, call-to-action blocks and in the footer: what the site's
// information is not (legal advice, an attorney-client relationship). The words, in each language:
// content/words/<language>/legal-notes.ts.
export const articleLegalNote = words.articleLegalNote;

export const freeReviewNote = words.freeReviewNote;

export const footerNotes = words.footerNotes;
