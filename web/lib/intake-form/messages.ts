// The message keys every language defines (config/forms/rules.json "messages", <language>.json).
export const messageKeys = [
  "requiredChoice",
  "requiredText",
  "requiredOneOrOther",
  "invalidOption",
  "wrongType",
  "tooLong",
  "controlCharacters",
  "controlCharactersInText",
  "invalidEmail",
  "invalidPhone",
  "invalidDate",
  "futureDate",
  "dateTooEarly",
  "consentRequired",
  "constantMismatch",
  "notEligible",
  "unknownField",
  "invalidSubmissionId",
  "invalidEstimate",
  "invalidLanguage",
  "invalidSlot",
  "invisibleCharacters",
] as const;
export type MessageKey = (typeof messageKeys)[number];

/**
 * config/forms/<language>.json: every message and a label for every field of every form in
 * another language (issue 19), and the words shown for each answer. Parsed by spanish.ts, which
 * only the Spanish build loads: English pages carry neither the words nor the schema.
 */
export type Translation = {
  language: string;
  messages: Record<MessageKey, string>;
  labels: Record<string, Record<string, string>>;
  /** Form id -> field -> option value -> the words a page in this language shows for it. */
  options: Record<string, Record<string, Record<string, { label: string; hint?: string }>>>;
};
