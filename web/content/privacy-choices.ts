import words from "#words/privacy-choices";

/** The words of the privacy banner and of the footer button that reopens it, in each language:
 * content/words/<language>/privacy-choices.ts. */
export const privacyChoicesCopy = words;
