// The questions the two intake forms ask, in the order they are asked. Each names its field in
// config/forms, which holds the options and limits; the words the visitor reads are here.

/** One question: chosen from the field's options (several when `multiple`), or typed. */
export type IntakeQuestion =
  | { kind: "choice"; name: string; legend: string; multiple?: boolean }
  | { kind: "text"; name: string; label: string; multiline?: boolean };

const choice = (name: string, legend: string, multiple = false): IntakeQuestion => ({
  kind: "choice",
  name,
  legend,
  ...(multiple ? { multiple } : {}),
});
const text = (name: string, label: string, multiline = false): IntakeQuestion => ({
  kind: "text",
  name,
  label,
  ...(multiline ? { multiline } : {}),
});

export const questionnaireQuestions = {
  eligibility: [
    choice("californiaEmployed", "Were you working in California when this happened?"),
    choice("hasAttorney", "Do you already have a lawyer for this problem?"),
  ],
  details: [
    choice("stillEmployed", "Do you still work there?"),
    choice("harassmentType", "What happened?", true),
    text("harassmentTypeOther", "Something else happened (optional)"),
    choice("harasser", "Who did it?", true),
    text("harasserOther", "Someone else (optional)"),
    choice("recentIncident", "When did it last happen?"),
    choice("reportedToHR", "Did you report it to HR or a manager?"),
    choice("employerAction", "Did your employer take action against you afterwards?"),
  ],
} as const satisfies Record<string, readonly IntakeQuestion[]>;

export const caseReviewQuestions = {
  "workplace-issue": [
    choice("issueType", "Choose the problems you faced", true),
    text("issueDetails", "Tell us briefly what happened (optional)", true),
  ],
  "employment-info": [choice("employmentStatus", "Your employment status")],
} as const satisfies Record<string, readonly IntakeQuestion[]>;

/** The labels of the contact fields both forms end with, by field name. */
export const contactFieldCopy = {
  firstName: { label: "First name" },
  lastName: { label: "Last name" },
  email: { label: "Email" },
  phone: { label: "Phone", hint: "US number, for example (310) 555-0142" },
} as const;
