import { site } from "../lib/site-config";
import { intakeTitles } from "./intake-titles";
import { whoReadsRequests } from "./statements";

// The words of the two intake forms. Each question names its field in config/forms, which holds
// the options and limits; the words the visitor reads are here.

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
  employerName: {
    label: "Employer's name (optional)",
    hint: "The company you work or worked for. It helps us check that we can take your case.",
  },
} as const;

/** Why a request could not be sent (the same kinds as features/intake/api/submit-lead.ts). */
export type IntakeFailure =
  "network" | "timeout" | "rate-limited" | "invalid" | "slot-taken" | "rejected" | "server";

/**
 * Words the intake forms say when something goes wrong: plain, calm, and always with the phone.
 * content/intake-failure.ts picks and joins them; `call` is `failureWords.call(phone)`.
 */
export const failureWords = {
  call: (phone: string) => `or call us at ${phone}`,
  network: (call: string) =>
    `We couldn't reach our server, so your request was not sent. Your answers are still here. Check your internet connection and try again, ${call}.`,
  timeout: (call: string) =>
    `Our server took too long to answer, so we can't be sure your request arrived. Your answers are still here. Please try again (you won't send it twice), ${call}.`,
  server: (call: string) =>
    `Something went wrong on our side and your request was not saved. Your answers are still here. Please try again in a moment, ${call}.`,
  rateLimited: (wait: string, call: string) =>
    `We've received several requests from this connection. Please try again ${wait}, ${call}.`,
  waitMinutes: (minutes: number) => `in about ${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
  waitFew: "in a few minutes",
  invalid: "Some answers need a change before we can send your request. Please look at the messages below.",
  rejected: (call: string) =>
    `Your request could not be sent. Please reload the page and try again, ${call}.`,
};

export const consentCopy = {
  terms: "I accept the Terms and Conditions and the Privacy Policy.",
  communications: `I agree that ${site.brand.name} may contact me about my request by email, phone call and text message at the number I gave, including by automated means. Consent is not a condition of getting help. Message and data rates may apply; message frequency varies. Reply STOP to stop texts or HELP for help.`,
  notice:
    "We use what you share here only to review your workplace problem and contact you about it. Our Privacy Policy explains what we collect, who receives it, how long we keep it and your California privacy rights.",
};

export const disqualificationCopy = {
  heading: "Unable to Proceed",
  "not-california": [
    "We're Unable to Help at This Time.",
    "Our attorneys handle harassment cases for people who worked in California when it happened. Because your job was in another state, the law of that state will usually apply, and a lawyer licensed there can advise you best.",
    "We recommend contacting an employment attorney in the state where you worked. If you are not sure whether California law applies to you, call us and we will tell you honestly.",
  ],
  "has-attorney": [
    "We're Unable to Help at This Time.",
    "Because you already have an attorney for this matter, we can't offer additional representation. Please keep working with your current attorney, who knows your case.",
    "If your situation changes, or you have a question about a different problem at work, you are welcome to call us.",
  ],
} as const;

/** The frame of the case review wizard: its title, step titles, buttons and the intro step. */
export const caseReviewCopy = {
  title: intakeTitles["case-review"],
  stepTitles: {
    intro: "Tell us what happened",
    "workplace-issue": "What happened at work?",
    "employment-info": "What is your job situation now?",
    "incident-date": "When did it happen?",
    contact: "How can we reach you?",
    success: "Thank you",
  },
  startLabel: "Start",
  continueLabel: "Continue",
  sendLabel: "Send my case review",
  incompleteHint: "Fill in all four fields and tick both boxes to send.",
  intro: [
    `Answer four short questions about your situation. It takes about two minutes. ${whoReadsRequests} The review is free, and what you share stays confidential.`,
    "Sending this form does not make us your lawyers and does not cost anything.",
  ],
  incidentDate: {
    legend: "When did it happen?",
    label: "About when did it happen?",
    hint: "An approximate date is fine.",
  },
  termsLink: "Terms",
  estimate: {
    deadlines:
      "Your deadline estimate from our tool is attached. Its summary is in the box below, where you can change it.",
    wages:
      "Your wage estimate from our calculator is attached. Its summary is in the box below, where you can change it.",
    remove: "Remove the estimate",
  },
} as const;

/** The frame of the harassment questionnaire: its title, phase titles and buttons. */
export const questionnaireCopy = {
  title: intakeTitles["harassment-questionnaire"],
  phaseTitles: {
    eligibility: "First, two quick questions",
    details: "What happened",
    contact: "How can we reach you?",
    disqualified: disqualificationCopy.heading,
  },
  doneLabel: "Done",
  sendLabel: "Send confidentially",
  closeLabel: "Close",
} as const;

/** The words of the frame both forms share: progress, buttons and the links under the fields. */
export const formFrameCopy = {
  /** The case review wizard's progress: "Step 2 of 6". */
  stepLabel: (step: number, total: number) => `Step ${step} of ${total}`,
  /** The harassment questionnaire's progress: "40% done". */
  percentDone: (percent: number) => `${percent}% done`,
  progress: "Progress",
  back: "Back",
  continueLabel: "Continue",
  sending: "Sending…",
  tryAgain: "Try again",
  privacyLink: "Read the Privacy Policy",
} as const;
