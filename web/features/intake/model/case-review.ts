import { formFrameCopy } from "@/content/intake";
import { caseReviewForm, field } from "@/lib/intake-form/definitions";
import type { ToolEstimate } from "@/lib/tool-estimate";
import { isValidEmail, optionalAnswer } from "@/lib/intake-form/validate";

// The case review wizard of the spec (section 4) as a pure state machine.
export const wizardSteps = [
  "intro",
  "workplace-issue",
  "employment-info",
  "incident-date",
  "contact",
  "success",
] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const stepProgress: Record<WizardStep, number> = {
  intro: 0,
  "workplace-issue": 20,
  "employment-info": 40,
  "incident-date": 60,
  contact: 80,
  success: 100,
};

export function stepLabel(step: WizardStep): string {
  return formFrameCopy.stepLabel(wizardSteps.indexOf(step) + 1, wizardSteps.length);
}

export type CaseReviewData = {
  issueType: string[];
  issueDetails: string;
  employmentStatus: string;
  /** Optional (issue 51): who the employer was, one of config's codes ("private", "federal"...). */
  employerType: string;
  /** The chosen timing option, e.g. "1-3 months ago". */
  incidentChoice: string;
  /** Only with the date option: the approximate date (YYYY-MM-DD). */
  incidentDate: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Optional: who they work or worked for, for the firm's conflict check. */
  employerName: string;
  termsAccepted: boolean;
  communicationsConsent: boolean;
  /** Optional (issue 51): without it the firm calls and e-mails only. */
  smsConsent: boolean;
  /** Attached by a worker tool (/tools/*), sent as `estimate`; the worker can remove it. */
  estimate: ToolEstimate | null;
};

export type WizardState = { step: WizardStep; data: CaseReviewData };

export const emptyCaseReview: CaseReviewData = {
  issueType: [],
  issueDetails: "",
  employmentStatus: "",
  employerType: "",
  incidentChoice: "",
  incidentDate: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  employerName: "",
  termsAccepted: false,
  communicationsConsent: false,
  smsConsent: false,
  estimate: null,
};

export function initialWizard(): WizardState {
  return { step: "intro", data: { ...emptyCaseReview, issueType: [] } };
}

/**
 * A draft saved in session storage, made whole again: a draft from before a question was added
 * lacks its answer, so every missing answer starts empty (the step is kept as it was).
 */
export function restoreWizard(saved: WizardState): WizardState {
  return { ...saved, data: { ...emptyCaseReview, ...saved.data } };
}

export type WizardAction =
  | { type: "update"; data: Partial<CaseReviewData> }
  | { type: "continue"; data?: Partial<CaseReviewData> }
  | { type: "back" }
  | { type: "reset" };

const incident = field(caseReviewForm, "incidentDate");
export const dateOption = incident.kind === "choiceOrDate" ? incident.dateOption : "";

function merge(data: CaseReviewData, patch: Partial<CaseReviewData>): CaseReviewData {
  const next = { ...data, ...patch };
  // Any timing option other than the date option hides the date input and clears the date.
  if (patch.incidentChoice !== undefined && patch.incidentChoice !== dateOption) next.incidentDate = "";
  return next;
}

export function canContinue(step: WizardStep, data: CaseReviewData): boolean {
  switch (step) {
    case "intro":
      return true;
    case "workplace-issue":
      return data.issueType.length > 0;
    case "employment-info":
      return data.employmentStatus !== "";
    case "incident-date":
      return data.incidentChoice !== "" && (data.incidentChoice !== dateOption || data.incidentDate !== "");
    case "contact":
      return canSubmit(data);
    case "success":
      return false;
  }
}

/**
 * The spec's rule for the contact step: four fields filled (e-mail in e-mail form) and both required
 * boxes ticked. The text box is optional (issue 51).
 */
export function canSubmit(data: CaseReviewData): boolean {
  return (
    data.firstName.trim() !== "" &&
    data.lastName.trim() !== "" &&
    isValidEmail(data.email.trim()) &&
    data.phone.trim() !== "" &&
    data.termsAccepted &&
    data.communicationsConsent
  );
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "update":
      return { ...state, data: merge(state.data, action.data) };
    case "continue": {
      const data = action.data ? merge(state.data, action.data) : state.data;
      if (!canContinue(state.step, data) || state.step === "contact") return { ...state, data };
      return { step: wizardSteps[wizardSteps.indexOf(state.step) + 1]!, data };
    }
    case "back": {
      const index = wizardSteps.indexOf(state.step);
      return index <= 0 ? state : { ...state, step: wizardSteps[index - 1]! };
    }
    case "reset":
      return initialWizard();
  }
}

/** The spec's payload; a given date is sent in place of the "More than 1 year ago" label. */
export function caseReviewFields(data: CaseReviewData): Record<string, unknown> {
  return {
    issueType: data.issueType,
    issueDetails: data.issueDetails,
    employmentStatus: data.employmentStatus,
    ...optionalAnswer("employerType", data.employerType),
    incidentDate: data.incidentChoice === dateOption ? data.incidentDate : data.incidentChoice,
    firstName: data.firstName.trim(),
    lastName: data.lastName.trim(),
    email: data.email.trim(),
    phone: data.phone.trim(),
    ...optionalAnswer("employerName", data.employerName),
    // Its own optional box (issue 51): a worker who shares a phone may leave it unticked.
    smsConsent: data.smsConsent,
    termsAccepted: data.termsAccepted,
    communicationsConsent: data.communicationsConsent,
    ...(data.estimate ? { estimate: data.estimate } : {}),
    form_id: "workplace_form",
  };
}
