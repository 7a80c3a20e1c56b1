// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  canContinue,
  canSubmit,
  caseReviewFields,
  dateOption,
  initialWizard,
  restoreWizard,
  stepLabel,
  stepProgress,
  wizardReducer,
  wizardSteps,
  type WizardState,
} from "@/features/intake/model/case-review";
import {
  canContinueQuestionnaire,
  initialQuestionnaire,
  questionnaireProgress,
  questionnaireFields,
  questionnaireReducer,
  restoreQuestionnaire,
  type QuestionnaireState,
} from "@/features/intake/model/questionnaire";
import { caseReviewForm, questionnaireForm } from "@/lib/intake-form/definitions";
import { validatePayload } from "@/lib/intake-form/validate";

const at = (step: WizardState["step"], data: Partial<WizardState["data"]> = {}): WizardState => ({
  step,
  data: { ...initialWizard().data, ...data },
});

describe("case review wizard", () => {
  it("has the spec's six steps, progress and step labels", () => {
    expect(wizardSteps).toEqual([
      "intro",
      "workplace-issue",
      "employment-info",
      "incident-date",
      "contact",
      "success",
    ]);
    expect(wizardSteps.map((s) => stepProgress[s])).toEqual([0, 20, 40, 60, 80, 100]);
    expect(stepLabel("intro")).toBe("Step 1 of 6");
    expect(stepLabel("contact")).toBe("Step 5 of 6");
  });

  it("continues one step at a time and merges the step's data", () => {
    let s = wizardReducer(initialWizard(), { type: "continue" });
    expect(s.step).toBe("workplace-issue");
    s = wizardReducer(s, { type: "continue", data: { issueType: ["Harassment"], issueDetails: "x" } });
    expect(s.step).toBe("employment-info");
    expect(s.data.issueType).toEqual(["Harassment"]);
    expect(s.data.issueDetails).toBe("x");
  });

  it("does not continue while the step's rule fails", () => {
    expect(canContinue("workplace-issue", at("workplace-issue").data)).toBe(false);
    expect(wizardReducer(at("workplace-issue"), { type: "continue" }).step).toBe("workplace-issue");
    expect(canContinue("employment-info", at("employment-info").data)).toBe(false);
    expect(canContinue("employment-info", at("employment-info", { employmentStatus: "Laid off" }).data)).toBe(
      true,
    );
    expect(canContinue("incident-date", at("incident-date").data)).toBe(false);
    expect(canContinue("incident-date", at("incident-date", { incidentChoice: "Ongoing issue" }).data)).toBe(
      true,
    );
  });

  it("needs a date with 'More than 1 year ago', clears it on any other option, and sends the date instead", () => {
    expect(dateOption).toBe("More than 1 year ago");
    let s = wizardReducer(at("incident-date"), { type: "update", data: { incidentChoice: dateOption } });
    expect(canContinue("incident-date", s.data)).toBe(false);
    s = wizardReducer(s, { type: "update", data: { incidentDate: "2022-03-01" } });
    expect(canContinue("incident-date", s.data)).toBe(true);
    expect(caseReviewFields(s.data).incidentDate).toBe("2022-03-01");
    s = wizardReducer(s, { type: "update", data: { incidentChoice: "3-6 months ago" } });
    expect(s.data.incidentDate).toBe("");
    expect(caseReviewFields(s.data).incidentDate).toBe("3-6 months ago");
  });

  it("goes back one step, never before intro", () => {
    expect(wizardReducer(at("contact"), { type: "back" }).step).toBe("incident-date");
    expect(wizardReducer(at("intro"), { type: "back" }).step).toBe("intro");
  });

  it("enables submit only with four fields, a real e-mail and both boxes ticked", () => {
    const full = {
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.com",
      phone: "3105550142",
      termsAccepted: true,
      communicationsConsent: true,
    };
    expect(canSubmit({ ...initialWizard().data, ...full })).toBe(true);
    for (const [key, bad] of Object.entries({
      firstName: " ",
      lastName: "",
      email: "ana@",
      phone: "",
      termsAccepted: false,
      communicationsConsent: false,
    })) {
      expect(canSubmit({ ...initialWizard().data, ...full, [key]: bad }), key).toBe(false);
    }
  });

  it("resets to intro with empty data", () => {
    const s = wizardReducer(at("contact", { firstName: "Ana", issueType: ["Harassment"] }), {
      type: "reset",
    });
    expect(s).toEqual(initialWizard());
  });
});

describe("harassment questionnaire", () => {
  const q = (
    phase: QuestionnaireState["phase"],
    data: Partial<QuestionnaireState["data"]> = {},
  ): QuestionnaireState => ({
    phase,
    reason: null,
    data: { ...initialQuestionnaire().data, ...data },
  });

  it("stops with message A when the job was not in California, and B when there is a lawyer", () => {
    expect(
      questionnaireReducer(q("eligibility", { californiaEmployed: "No", hasAttorney: "Yes" }), {
        type: "continue",
      }),
    ).toMatchObject({
      phase: "disqualified",
      reason: "not-california",
    });
    expect(
      questionnaireReducer(q("eligibility", { californiaEmployed: "Yes", hasAttorney: "Yes" }), {
        type: "continue",
      }),
    ).toMatchObject({
      phase: "disqualified",
      reason: "has-attorney",
    });
    expect(
      questionnaireReducer(q("eligibility", { californiaEmployed: "Yes", hasAttorney: "No" }), {
        type: "continue",
      }).phase,
    ).toBe("details");
  });

  it("waits for both eligibility answers", () => {
    expect(
      canContinueQuestionnaire("eligibility", q("eligibility", { californiaEmployed: "Yes" }).data),
    ).toBe(false);
    expect(questionnaireReducer(q("eligibility", { hasAttorney: "No" }), { type: "continue" }).phase).toBe(
      "eligibility",
    );
  });

  it("phase 2 needs every answer, accepting other-text instead of a listed option", () => {
    const ready = {
      stillEmployed: "Yes",
      harassmentType: ["Unwanted touching or advances"],
      harasser: ["Co-worker"],
      recentIncident: "Over 1 year ago",
      reportedToHR: "No",
      employerAction: "No",
    };
    expect(canContinueQuestionnaire("details", q("details", ready).data)).toBe(true);
    expect(canContinueQuestionnaire("details", q("details", { ...ready, harassmentType: [] }).data)).toBe(
      false,
    );
    expect(
      canContinueQuestionnaire(
        "details",
        q("details", { ...ready, harassmentType: [], harassmentTypeOther: "Slurs" }).data,
      ),
    ).toBe(true);
    expect(
      canContinueQuestionnaire("details", q("details", { ...ready, harasser: [], harasserOther: " " }).data),
    ).toBe(false);
    for (const key of ["stillEmployed", "recentIncident", "reportedToHR", "employerAction"] as const) {
      expect(canContinueQuestionnaire("details", q("details", { ...ready, [key]: "" }).data), key).toBe(
        false,
      );
    }
  });

  it("moves eligibility -> details -> contact and back, with the spec's progress", () => {
    expect(questionnaireReducer(q("details"), { type: "back" }).phase).toBe("eligibility");
    expect(questionnaireReducer(q("contact"), { type: "back" }).phase).toBe("details");
    expect(questionnaireProgress).toEqual({ eligibility: 20, details: 60, contact: 90, disqualified: 100 });
    expect(
      canContinueQuestionnaire(
        "contact",
        q("contact", { firstName: "A", lastName: "B", email: "a@b.co" }).data,
      ),
    ).toBe(false);
  });
});

describe("the optional employer's name (issue 16)", () => {
  const contact = { firstName: " Ana ", lastName: "Ruiz", email: "ana@example.com", phone: "3105550142" };
  const envelope = {
    submissionId: "3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f",
    elapsedMs: 45_000,
    website: "",
    landingPage: "/",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
  };

  it("starts empty in both forms", () => {
    expect(initialWizard().data.employerName).toBe("");
    expect(initialQuestionnaire().data.employerName).toBe("");
  });

  it("is sent trimmed, and left out when empty or only spaces", () => {
    const wizard = { ...initialWizard().data, ...contact };
    expect(caseReviewFields({ ...wizard, employerName: "  Acme Foods, Inc. " }).employerName).toBe(
      "Acme Foods, Inc.",
    );
    expect(caseReviewFields({ ...wizard, employerName: "" })).not.toHaveProperty("employerName");
    expect(caseReviewFields({ ...wizard, employerName: "   " })).not.toHaveProperty("employerName");
    const answers = { ...initialQuestionnaire().data, ...contact };
    expect(questionnaireFields({ ...answers, employerName: " Acme Foods " }).employerName).toBe("Acme Foods");
    expect(questionnaireFields({ ...answers, employerName: " " })).not.toHaveProperty("employerName");
  });

  it("is checked as config/forms says: 200 characters at most, absent or empty is fine", () => {
    const tooLong = "Please keep employer's name to 200 characters or fewer.";
    for (const [form, base] of [
      [caseReviewForm, caseReviewFields({ ...initialWizard().data, ...contact })],
      [questionnaireForm, questionnaireFields({ ...initialQuestionnaire().data, ...contact })],
    ] as const) {
      const payload = { ...base, ...envelope };
      expect(validatePayload(form, payload).employerName, form.id).toBeUndefined();
      expect(validatePayload(form, { ...payload, employerName: "" }).employerName).toBeUndefined();
      expect(
        validatePayload(form, { ...payload, employerName: "é".repeat(200) }).employerName,
      ).toBeUndefined();
      expect(validatePayload(form, { ...payload, employerName: "c".repeat(201) }).employerName).toEqual([
        tooLong,
      ]);
    }
  });

  it("fills in answers missing from a draft saved before the question existed, keeping the rest", () => {
    const oldWizardData: Partial<WizardState["data"]> = { ...initialWizard().data, ...contact };
    delete oldWizardData.employerName;
    const wizard = restoreWizard({ step: "contact", data: oldWizardData as WizardState["data"] });
    expect(wizard.step).toBe("contact");
    expect(wizard.data.employerName).toBe("");
    expect(wizard.data.firstName).toBe(" Ana ");
    const oldAnswers: Partial<QuestionnaireState["data"]> = { ...initialQuestionnaire().data, ...contact };
    delete oldAnswers.employerName;
    const questionnaire = restoreQuestionnaire({
      phase: "contact",
      reason: null,
      data: oldAnswers as QuestionnaireState["data"],
    });
    expect(questionnaire.phase).toBe("contact");
    expect(questionnaire.data.employerName).toBe("");
    expect(questionnaire.data.email).toBe("ana@example.com");
    const kept = restoreWizard({ step: "contact", data: { ...wizard.data, employerName: "Acme" } });
    expect(kept.data.employerName).toBe("Acme");
  });
});
