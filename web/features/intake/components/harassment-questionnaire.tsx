import { useRef } from "react";
import { site, telHref } from "@/lib/site-config";
import { consentCopy, disqualificationCopy } from "../copy";
import { maxLengthOf, optionsOf, questionnaireForm } from "../model/definitions";
import {
  canContinueQuestionnaire,
  initialQuestionnaire,
  questionnaireFields,
  questionnaireProgress,
  questionnaireReducer,
  type QuestionnaireAction,
  type QuestionnaireData,
  type QuestionnaireState,
} from "../model/questionnaire";
import { useIntakeForm } from "../use-intake-form";
import { ContactFields } from "./contact-fields";
import { StepButtons, StepFrame } from "./step-frame";
import { ChoiceGroup, Honeypot, NoticeAtCollection, primaryButton, SubmitProblem, TextField } from "./fields";

const phaseTitles = {
  eligibility: "First, two quick questions",
  details: "What happened",
  contact: "How can we reach you?",
  disqualified: disqualificationCopy.heading,
} as const;

/** The confidential sexual-harassment questionnaire of the spec, in three phases plus the stop. */
export function HarassmentQuestionnaire({
  titleId,
  onSubmitted,
  onClose,
}: {
  titleId: string;
  onSubmitted: () => void;
  onClose: () => void;
}) {
  const { state, dispatch, submit, status, fieldErrors } = useIntakeForm<
    QuestionnaireState,
    QuestionnaireAction
  >({
    draftName: "harassment-questionnaire",
    form: questionnaireForm,
    reducer: questionnaireReducer,
    initial: initialQuestionnaire,
    restoreOnMount: true,
  });
  const { phase, data, reason } = state;
  const honeypot = useRef<HTMLInputElement>(null);
  const update = (patch: Partial<QuestionnaireData>) => dispatch({ type: "update", data: patch });
  const canGo = canContinueQuestionnaire(phase, data);

  const onSubmit = async () => {
    if (await submit(questionnaireFields(data), honeypot.current?.value ?? "")) onSubmitted();
  };

  return (
    <StepFrame
      titleId={titleId}
      title="Confidential help with sexual harassment"
      percent={questionnaireProgress[phase]}
      progressLabel={phase === "disqualified" ? "Done" : `${questionnaireProgress[phase]}% done`}
      stepKey={phase}
      stepTitle={phaseTitles[phase]}
      onNext={() => (phase === "contact" ? void onSubmit() : dispatch({ type: "continue" }))}
      footer={
        <>
          {phase === "disqualified" ? (
            <div className="mt-6">
              <button type="button" className={primaryButton} onClick={onClose}>
                Close
              </button>
            </div>
          ) : (
            <StepButtons
              {...(phase !== "eligibility" ? { onBack: () => dispatch({ type: "back" }) } : {})}
              canGo={canGo}
              status={status}
              isLast={phase === "contact"}
              sendLabel="Send confidentially"
            />
          )}
        </>
      }
    >
      {phase === "eligibility" && (
        <>
          <ChoiceGroup
            name="californiaEmployed"
            legend="Were you working in California when this happened?"
            options={optionsOf(questionnaireForm, "californiaEmployed")}
            value={data.californiaEmployed}
            onChange={(v) => update({ californiaEmployed: v as string })}
          />
          <ChoiceGroup
            name="hasAttorney"
            legend="Do you already have a lawyer for this problem?"
            options={optionsOf(questionnaireForm, "hasAttorney")}
            value={data.hasAttorney}
            onChange={(v) => update({ hasAttorney: v as string })}
          />
        </>
      )}

      {phase === "disqualified" && reason && (
        <div className="grid gap-3 text-slate-800">
          {disqualificationCopy[reason].map((paragraph, i) => (
            <p key={paragraph} className={i === 0 ? "font-semibold" : undefined}>
              {paragraph}
            </p>
          ))}
          <p>
            <a href={telHref()} className="font-semibold text-blue-800 underline underline-offset-2">
              Call {site.contact.phoneDisplay}
            </a>
          </p>
        </div>
      )}

      {phase === "details" && (
        <>
          <ChoiceGroup
            name="stillEmployed"
            legend="Do you still work there?"
            options={optionsOf(questionnaireForm, "stillEmployed")}
            value={data.stillEmployed}
            onChange={(v) => update({ stillEmployed: v as string })}
            errors={fieldErrors.stillEmployed}
          />
          <ChoiceGroup
            name="harassmentType"
            legend="What happened?"
            options={optionsOf(questionnaireForm, "harassmentType")}
            multiple
            value={data.harassmentType}
            onChange={(v) => update({ harassmentType: v as string[] })}
            errors={fieldErrors.harassmentType}
          />
          <TextField
            label="Something else happened (optional)"
            value={data.harassmentTypeOther}
            maxLength={maxLengthOf(questionnaireForm, "harassmentTypeOther")}
            onChange={(harassmentTypeOther) => update({ harassmentTypeOther })}
            errors={fieldErrors.harassmentTypeOther}
          />
          <ChoiceGroup
            name="harasser"
            legend="Who did it?"
            options={optionsOf(questionnaireForm, "harasser")}
            multiple
            value={data.harasser}
            onChange={(v) => update({ harasser: v as string[] })}
            errors={fieldErrors.harasser}
          />
          <TextField
            label="Someone else (optional)"
            value={data.harasserOther}
            maxLength={maxLengthOf(questionnaireForm, "harasserOther")}
            onChange={(harasserOther) => update({ harasserOther })}
            errors={fieldErrors.harasserOther}
          />
          <ChoiceGroup
            name="recentIncident"
            legend="When did it last happen?"
            options={optionsOf(questionnaireForm, "recentIncident")}
            value={data.recentIncident}
            onChange={(v) => update({ recentIncident: v as string })}
            errors={fieldErrors.recentIncident}
          />
          <ChoiceGroup
            name="reportedToHR"
            legend="Did you report it to HR or a manager?"
            options={optionsOf(questionnaireForm, "reportedToHR")}
            value={data.reportedToHR}
            onChange={(v) => update({ reportedToHR: v as string })}
            errors={fieldErrors.reportedToHR}
          />
          <ChoiceGroup
            name="employerAction"
            legend="Did your employer take action against you afterwards?"
            options={optionsOf(questionnaireForm, "employerAction")}
            value={data.employerAction}
            onChange={(v) => update({ employerAction: v as string })}
            errors={fieldErrors.employerAction}
          />
        </>
      )}

      {phase === "contact" && (
        <>
          <ContactFields form={questionnaireForm} value={data} onChange={update} errors={fieldErrors} />
          <NoticeAtCollection text={consentCopy.notice} />
          <Honeypot inputRef={honeypot} />
          <SubmitProblem status={status} />
        </>
      )}
    </StepFrame>
  );
}
