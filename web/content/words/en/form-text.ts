// The intake forms' words beyond English (lib/intake-form/form-text.ts): none in English,
// whose words are in each form's own file in config/forms. A function, so that both languages'
// catalogs have the same shape (tests/unit/word-catalogs.test.ts).
export default {
  /** The raw translation file of this language (config/forms/<language>.json), or null. */
  translation: (): unknown => null,
};
