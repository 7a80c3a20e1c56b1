import words from "#words/legal-privacy";
import { inWords, legalText, type LegalPageText } from "./shared";

// The privacy policy: its sections in order, how long we keep a request we do not take, the
// deadlines we answer a privacy request or an opt-out in (the CCPA/CPRA's) and the campaign tags
// the forms record.
// The sentences: content/words/<language>/legal-privacy.ts.
export const privacy: LegalPageText = legalText(
  "legal/privacy",
  [
    "who-we-are",
    "case-review-form",
    "harassment-questionnaire",
    "why",
    "who-receives-it",
    "how-long",
    "rights",
    "using-your-rights",
    "global-privacy-control",
    "texts-and-calls",
    "cookies",
    "changes-and-contact",
  ],
  words.sections,
  {
    keepYears: inWords(3),
    confirmWithinBusinessDays: 10,
    answerWithinDays: 45,
    optOutWithinBusinessDays: 10,
    campaignTags: "utm_source, utm_medium, utm_campaign",
  },
);
