import words from "#words/agreement";

// The words of the worker's fee agreement page, /agreement and /es/agreement
// (docs/agreement-page.md): the states of a link, the two steps (consent, then reading and
// signing), what happened to the form just sent, and the outcome. The names the server fills in
// (the firm, its phone, the reference) are passed to the word functions as Mustache tags by
// features/agreement. The words, in each language: content/words/<language>/agreement.ts.

/** The whole catalog: link states, summary, consent, sign, signed, declined, notes. */
export const agreementWords = words;
