import { useRef } from "react";
import { caseReviewCopy as copy, caseReviewQuestions, consentCopy } from "@/content/intake";
import {
  canContinue,
  caseReviewFields,
  dateOption,
  initialWizard,
  restoreWizard,
  stepLabel,
  stepProgress,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from "../model/case-review";
import { caseReviewForm, optionsOf, rules } from "@/lib/intake-form/definitions";
import { useIntakeForm, type SubmitReceipt } from "@/lib/intake-form/use-intake-form";
import { ContactFields } from "./contact-fields";
import { StepButtons, StepFrame } from "./step-frame";
import {
  Checkbox,
  ChoiceGroup,
  Honeypot,
  NoticeAtCollection,
  SubmitProblem,
  TermsCheckbox,
  TextField,
} from "@/components/ui/intake-fields";
import { Questions } from "./questions";

function todayLocal(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The estimate a worker tool attached (or the server's refusal of it), with a way to remove it. */
function EstimateNote({
  text,
  refused = false,
  onRemove,
}: {
  text: string;
  refused?: boolean;
  onRemove: () => void;
}) {
  return (
    <div
      className={`rounded-md border p-3 text-sm ${refused ? "border-red-700 bg-red-50" : "mb-4 border-blue-200 bg-blue-50 text-slate-800"}`}
    >
      <p className={refused ? "font-medium text-red-800" : undefined}>{text}</p>
      <button
        type="button"
        className="mt-2 font-semibold text-blue-800 underline underline-offset-2"
        onClick={onRemove}
      >
        {copy.estimate.remove}
      </button>
    </div>
  );
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
  onSubmitted: (receipt: SubmitReceipt) => void;
}) {
  const { state, dispatch, submit, status, fieldErrors } = useIntakeForm<WizardState, WizardAction>({
    draftName,
    form: caseReviewForm,
    reducer: wizardReducer,
    initial: initialWizard,
    restore: restoreWizard,
    restoreOnMount,
  });
  const { step, data } = state;
  const honeypot = useRef<HTMLInputElement>(null);
  const update = (patch: Partial<typeof data>) => dispatch({ type: "update", data: patch });

  const onSubmit = async () => {
    const receipt = await submit(caseReviewFields(data), honeypot.current?.value ?? "");
    if (receipt) onSubmitted(receipt);
  };

  return (
    <StepFrame
      titleId={titleId}
      title={copy.title}
      percent={stepProgress[step]}
      progressLabel={stepLabel(step)}
      stepKey={step}
      stepTitle={copy.stepTitles[step]}
      onNext={() => (step === "contact" ? void onSubmit() : dispatch({ type: "continue" }))}
      footer={
        <>
          <StepButtons
            {...(step !== "intro" ? { onBack: () => dispatch({ type: "back" }) } : {})}
            canGo={canContinue(step, data)}
            status={status}
            isLast={step === "contact"}
            nextLabel={step === "intro" ? copy.startLabel : copy.continueLabel}
            sendLabel={copy.sendLabel}
          />
          {step === "contact" && !canContinue(step, data) && (
            <p className="mt-2 text-sm text-slate-600">{copy.incompleteHint}</p>
          )}
        </>
      }
    >
      {step === "intro" && (
        <>
          {copy.intro.map((paragraph) => (
            <p key={paragraph} className="text-slate-700">
              {paragraph}
            </p>
          ))}
        </>
      )}

      {step === "workplace-issue" && data.estimate && (
        <EstimateNote text={copy.estimate[data.estimate.tool]} onRemove={() => update({ estimate: null })} />
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
            legend={copy.incidentDate.legend}
            options={optionsOf(caseReviewForm, "incidentDate")}
            value={data.incidentChoice}
            onChange={(v) => update({ incidentChoice: v as string })}
            errors={data.incidentChoice === dateOption ? undefined : fieldErrors.incidentDate}
          />
          {data.incidentChoice === dateOption && (
            <TextField
              label={copy.incidentDate.label}
              hint={copy.incidentDate.hint}
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
          <TermsCheckbox
            checked={data.termsAccepted}
            onChange={(termsAccepted) => update({ termsAccepted })}
            errors={fieldErrors.termsAccepted}
          />
          <Checkbox
            checked={data.communicationsConsent}
            onChange={(communicationsConsent) => update({ communicationsConsent })}
            errors={fieldErrors.communicationsConsent}
          >
            {consentCopy.communications}
          </Checkbox>
          {/* Optional (issue 51): without it the firm calls and e-mails only. */}
          <Checkbox
            checked={data.smsConsent}
            onChange={(smsConsent) => update({ smsConsent })}
            errors={fieldErrors.smsConsent}
          >
            {consentCopy.sms}
          </Checkbox>
          {fieldErrors.estimate && data.estimate && (
            <EstimateNote
              text={fieldErrors.estimate.join(" ")}
              refused
              onRemove={() => update({ estimate: null })}
            />
          )}
          <NoticeAtCollection text={consentCopy.notice} />
          <Honeypot inputRef={honeypot} />
          <SubmitProblem status={status} />
        </>
      )}
    </StepFrame>
  );
}
