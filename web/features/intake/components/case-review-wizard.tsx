import { useRef } from "react";
import { Link } from "react-router";
import { caseReviewQuestions } from "@/content/intake-questions";
import { whoReadsRequests } from "@/content/statements";
import { consentCopy } from "../copy";
import {
  canContinue,
  caseReviewFields,
  dateOption,
  initialWizard,
  stepLabel,
  stepProgress,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from "../model/case-review";
import { caseReviewForm, optionsOf, rules } from "../model/definitions";
import { useIntakeForm } from "../use-intake-form";
import { ContactFields } from "./contact-fields";
import { StepButtons, StepFrame } from "./step-frame";
import { Checkbox, ChoiceGroup, Honeypot, NoticeAtCollection, SubmitProblem, TextField } from "./fields";
import { Questions } from "./questions";

const stepTitles = {
  intro: "Tell us what happened",
  "workplace-issue": "What happened at work?",
  "employment-info": "What is your job situation now?",
  "incident-date": "When did it happen?",
  contact: "How can we reach you?",
  success: "Thank you",
} as const;

function todayLocal(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * The case review wizard of the spec: intro, issue, employment, timing, contact. Used inside the
 * modal and on /form. `onSubmitted` runs once the server has stored the request.
 */
export function CaseReviewWizard({
  titleId,
  restoreOnMount,
  draftName,
  onSubmitted,
}: {
  titleId: string;
  restoreOnMount: boolean;
  draftName: string;
  onSubmitted: () => void;
}) {
  const { state, dispatch, submit, status, fieldErrors } = useIntakeForm<WizardState, WizardAction>({
    draftName,
    form: caseReviewForm,
    reducer: wizardReducer,
    initial: initialWizard,
    restoreOnMount,
  });
  const { step, data } = state;
  const honeypot = useRef<HTMLInputElement>(null);
  const update = (patch: Partial<typeof data>) => dispatch({ type: "update", data: patch });

  const onSubmit = async () => {
    if (await submit(caseReviewFields(data), honeypot.current?.value ?? "")) onSubmitted();
  };

  return (
    <StepFrame
      titleId={titleId}
      title="Free case review"
      percent={stepProgress[step]}
      progressLabel={stepLabel(step)}
      stepKey={step}
      stepTitle={stepTitles[step]}
      onNext={() => (step === "contact" ? void onSubmit() : dispatch({ type: "continue" }))}
      footer={
        <>
          <StepButtons
            {...(step !== "intro" ? { onBack: () => dispatch({ type: "back" }) } : {})}
            canGo={canContinue(step, data)}
            status={status}
            isLast={step === "contact"}
            nextLabel={step === "intro" ? "Start" : "Continue"}
            sendLabel="Send my case review"
          />
          {step === "contact" && !canContinue(step, data) && (
            <p className="mt-2 text-sm text-slate-600">
              Fill in all four fields and tick both boxes to send.
            </p>
          )}
        </>
      }
    >
      {step === "intro" && (
        <>
          <p className="text-slate-700">
            Answer four short questions about your situation. It takes about two minutes. {whoReadsRequests}{" "}
            The review is free, and what you share stays confidential.
          </p>
          <p className="text-slate-700">
            Sending this form does not make us your lawyers and does not cost anything.
          </p>
        </>
      )}

      {(step === "workplace-issue" || step === "employment-info") && (
        <Questions
          form={caseReviewForm}
          questions={caseReviewQuestions[step]}
          data={data}
          onChange={update}
          errors={fieldErrors}
        />
      )}

      {step === "incident-date" && (
        <>
          <ChoiceGroup
            name="incidentChoice"
            legend="When did it happen?"
            options={optionsOf(caseReviewForm, "incidentDate")}
            value={data.incidentChoice}
            onChange={(v) => update({ incidentChoice: v as string })}
            errors={data.incidentChoice === dateOption ? undefined : fieldErrors.incidentDate}
          />
          {data.incidentChoice === dateOption && (
            <TextField
              label="About when did it happen?"
              hint="An approximate date is fine."
              type="date"
              min={rules.dateRange.earliest}
              max={todayLocal()}
              value={data.incidentDate}
              onChange={(incidentDate) => update({ incidentDate })}
              errors={fieldErrors.incidentDate}
              required
            />
          )}
        </>
      )}

      {step === "contact" && (
        <>
          <ContactFields form={caseReviewForm} value={data} onChange={update} errors={fieldErrors} />
          <Checkbox
            checked={data.termsAccepted}
            onChange={(termsAccepted) => update({ termsAccepted })}
            errors={fieldErrors.termsAccepted}
          >
            {consentCopy.terms}{" "}
            <Link to="/terms" target="_blank" rel="noopener" className="text-blue-800 underline">
              Terms<span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </Checkbox>
          <Checkbox
            checked={data.communicationsConsent}
            onChange={(communicationsConsent) => update({ communicationsConsent })}
            errors={fieldErrors.communicationsConsent ?? fieldErrors.smsConsent}
          >
            {consentCopy.communications}
          </Checkbox>
          <NoticeAtCollection text={consentCopy.notice} />
          <Honeypot inputRef={honeypot} />
          <SubmitProblem status={status} />
        </>
      )}
    </StepFrame>
  );
}
