import { site } from "../lib/site-config";
import { fillIn } from "../lib/words";
import words from "#words/intake";
import { inWords } from "./in-words";
import { intakeTitles } from "./intake-titles";
import { whoReadsRequests } from "./statements";

// The words of the two intake forms. Each question names its field in config/forms, which holds
// the options and limits; which questions each step asks, in what order, is here; the words the
// visitor reads, in each language: content/words/<language>/intake.ts, keyed by field name.

/** One question: chosen from the field's options (several when `multiple`), or typed. */
export type IntakeQuestion =
  | { kind: "choice"; name: string; legend: string; multiple?: boolean }
  | { kind: "text"; name: string; label: string; multiline?: boolean };

type FieldName = keyof typeof words.questions;

const choice = (name: FieldName, multiple = false): IntakeQuestion => ({
  kind: "choice",
  name,
  legend: words.questions[name],
  ...(multiple ? { multiple } : {}),
});
const text = (name: FieldName, multiline = false): IntakeQuestion => ({
  kind: "text",
  name,
  label: words.questions[name],
  ...(multiline ? { multiline } : {}),
});

export const questionnaireQuestions = {
  eligibility: [choice("californiaEmployed"), choice("hasAttorney")],
  details: [
    choice("stillEmployed"),
    choice("harassmentType", true),
    text("harassmentTypeOther"),
    choice("harasser", true),
    text("harasserOther"),
    choice("recentIncident"),
    choice("reportedToHR"),
    choice("employerAction"),
  ],
} as const satisfies Record<string, readonly IntakeQuestion[]>;

export const caseReviewQuestions = {
  "workplace-issue": [choice("issueType", true), text("issueDetails", true)],
  // Who the employer was is optional (issue 51): a public employee may have a six-month claim.
  "employment-info": [choice("employmentStatus"), choice("employerType")],
} as const satisfies Record<string, readonly IntakeQuestion[]>;

/** The labels of the contact fields both forms end with, by field name. */
export const contactFieldCopy = {
  ...words.contactFields,
  phone: {
    ...words.contactFields.phone,
    // An example of the format only: a number in the 555-01xx range, reserved for fiction.
    hint: fillIn(words.contactFields.phone.hint, { phoneExample: "(310) 555-0142" }),
  },
};

/** Why a request could not be sent (the same kinds as lib/intake-form/submit-lead.ts). */
export type IntakeFailure =
  "network" | "timeout" | "rate-limited" | "contact-limit" | "invalid" | "slot-taken" | "rejected" | "server";

/**
 * Words the intake forms say when something goes wrong: plain, calm, and always with the phone.
 * content/intake-failure.ts picks and joins them; `call` is `failureWords.call(phone)`.
 */
export const failureWords = words.failure;

export const consentCopy = {
  ...words.consent,
  communications: fillIn(words.consent.communications, { firm: site.brand.name }),
  sms: fillIn(words.consent.sms, { firm: site.brand.name }),
};

export const disqualificationCopy = words.disqualification;

/** The frame of the case review wizard: its title, step titles, buttons and the intro step. */
export const caseReviewCopy = {
  ...words.caseReview,
  title: intakeTitles["case-review"],
  intro: words.caseReview.intro.map((paragraph) => fillIn(paragraph, { whoReadsRequests })),
};

/** The frame of the harassment questionnaire: its title, phase titles and buttons. */
export const questionnaireCopy = {
  ...words.questionnaire,
  title: intakeTitles["harassment-questionnaire"],
  phaseTitles: {
    ...words.questionnaire.phaseTitles,
    eligibility: fillIn(words.questionnaire.phaseTitles.eligibility, {
      eligibilityCount: inWords(questionnaireQuestions.eligibility.length),
    }),
    disqualified: disqualificationCopy.heading,
  },
};

/** The words of the frame both forms share: progress, buttons and the links under the fields. */
export const formFrameCopy = words.frame;
