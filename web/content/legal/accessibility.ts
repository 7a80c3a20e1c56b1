import words from "#words/legal-accessibility";
import { wcag } from "./facts";
import { inWords, legalText, type LegalPageText } from "./shared";

// The accessibility statement: its sections in order, the standard we aim at and how soon we
// answer a report of a barrier. The sentences: content/words/<language>/legal-accessibility.ts.
export const accessibility: LegalPageText = legalText(
  "legal/accessibility",
  ["goal", "what-we-do", "known-limits", "report-a-barrier"],
  words.sections,
  { wcagVersion: wcag.version, wcagLevel: wcag.level, replyWithinBusinessDays: inWords(2) },
);
