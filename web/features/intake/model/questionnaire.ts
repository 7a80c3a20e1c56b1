import { optionalAnswer } from "@/lib/intake-form/validate";

// The harassment questionnaire of the spec (section 4) as a pure state machine.
export type QuestionnairePhase = "eligibility" | "details" | "contact" | "disqualified";
export type Disqualification = "not-california" | "has-attorney";

export type QuestionnaireData = {
  californiaEmployed: string;
  hasAttorney: string;
  stillEmployed: string;
  harassmentType: string[];
  harassmentTypeOther: string;
  harasser: string[];
  harasserOther: string;
  recentIncident: string;
  reportedToHR: string;
  employerAction: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Optional: who they work or worked for, for the firm's conflict check. */
  employerName: string;
};

export type QuestionnaireState = {
  phase: QuestionnairePhase;
  reason: Disqualification | null;
  data: QuestionnaireData;
};

export const emptyQuestionnaire: QuestionnaireData = {
  californiaEmployed: "",
  hasAttorney: "",
  stillEmployed: "",
  harassmentType: [],
  harassmentTypeOther: "",
  harasser: [],
  harasserOther: "",
  recentIncident: "",
  reportedToHR: "",
  employerAction: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  employerName: "",
};

export function initialQuestionnaire(): QuestionnaireState {
  return {
    phase: "eligibility",
    reason: null,
    data: { ...emptyQuestionnaire, harassmentType: [], harasser: [] },
  };
}

/**
 * A draft saved in session storage, made whole again: a draft from before a question was added
 * lacks its answer, so every missing answer starts empty (the phase is kept as it was).
 */
export function restoreQuestionnaire(saved: QuestionnaireState): QuestionnaireState {
  return {
    ...saved,
    data: { ...emptyQuestionnaire, ...saved.data },
  };
}

export const questionnaireProgress: Record<QuestionnairePhase, number> = {
  eligibility: 20,
  details: 60,
  contact: 90,
  disqualified: 100,
};

export type QuestionnaireAction =
  | { type: "update"; data: Partial<QuestionnaireData> }
  | { type: "continue" }
  | { type: "back" }
  | { type: "reset" };

const filled = (s: string) => s.trim() !== "";

export function canContinueQuestionnaire(phase: QuestionnairePhase, d: QuestionnaireData): boolean {
  switch (phase) {
    case "eligibility":
      return d.californiaEmployed !== "" && d.hasAttorney !== "";
    case "details":
      return (
        d.stillEmployed !== "" &&
        (d.harassmentType.length > 0 || filled(d.harassmentTypeOther)) &&
        (d.harasser.length > 0 || filled(d.harasserOther)) &&
        d.recentIncident !== "" &&
        d.reportedToHR !== "" &&
        d.employerAction !== ""
      );
    case "contact":
      return filled(d.firstName) && filled(d.lastName) && filled(d.email) && filled(d.phone);
    case "disqualified":
      return false;
  }
}

export function questionnaireReducer(
  state: QuestionnaireState,
  action: QuestionnaireAction,
): QuestionnaireState {
  switch (action.type) {
    case "update":
      return { ...state, data: { ...state.data, ...action.data } };
    case "continue":
      if (!canContinueQuestionnaire(state.phase, state.data)) return state;
      if (state.phase === "eligibility") {
        if (state.data.californiaEmployed === "No")
          return { ...state, phase: "disqualified", reason: "not-california" };
        if (state.data.hasAttorney === "Yes")
          return { ...state, phase: "disqualified", reason: "has-attorney" };
        return { ...state, phase: "details" };
      }
      if (state.phase === "details") return { ...state, phase: "contact" };
      return state;
    case "back":
      if (state.phase === "details") return { ...state, phase: "eligibility" };
      if (state.phase === "contact") return { ...state, phase: "details" };
      return state;
    case "reset":
      return initialQuestionnaire();
  }
}

export function questionnaireFields(d: QuestionnaireData): Record<string, unknown> {
  const { employerName, ...answers } = d;
  return {
    ...answers,
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    email: d.email.trim(),
    phone: d.phone.trim(),
    ...optionalAnswer("employerName", employerName),
    form_type: "sexual_harassment_questionnaire",
  };
}
