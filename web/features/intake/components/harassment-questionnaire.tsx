import { useRef } from "react";

import { telHref } from "@/lib/site-config";
import { callLabel } from "@/content/phone";
import {
  consentCopy,
  disqualificationCopy,
  formFrameCopy,
  questionnaireCopy as copy,
  questionnaireQuestions,
} from "@/content/intake";
import { questionnaireForm } from "@/lib/intake-form/definitions";
import {
  canContinueQuestionnaire,
  initialQuestionnaire,
  questionnaireFields,
  questionnaireProgress,
  questionnaireReducer,
  restoreQuestionnaire,
  type QuestionnaireAction,
  type QuestionnaireData,
  type QuestionnaireState,
} from "../model/questionnaire";
import { useIntakeForm, type SubmitReceipt } from "@/lib/intake-form/use-intake-form";
import { ContactFields } from "./contact-fields";
import { StepButtons, StepFrame } from "./step-frame";
import { Honeypot, NoticeAtCollection, primaryButton, SubmitProblem } from "@/components/ui/intake-fields";
import { Questions } from "./questions";

/** The confidential sexual-harassment questionnaire of the spec, in three phases plus the stop. */
export function HarassmentQuestionnaire({
  titleId,
  onSubmitted,
  onClose,
}: {
  titleId: string;
  onSubmitted: (receipt: SubmitReceipt) => void;
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
    restore: restoreQuestionnaire,
    restoreOnMount: true,
  });
  const { phase, data, reason } = state;
  const honeypot = useRef<HTMLInputElement>(null);
  const update = (patch: Partial<QuestionnaireData>) => dispatch({ type: "update", data: patch });
  const canGo = canContinueQuestionnaire(phase, data);

  const onSubmit = async () => {
    const receipt = await submit(questionnaireFields(data), honeypot.current?.value ?? "");
    if (receipt) onSubmitted(receipt);
  };

  return (
    <StepFrame
      titleId={titleId}
      title={copy.title}
      percent={questionnaireProgress[phase]}
      progressLabel={
        phase === "disqualified" ? copy.doneLabel : formFrameCopy.percentDone(questionnaireProgress[phase])
      }
      stepKey={phase}
      stepTitle={copy.phaseTitles[phase]}
      onNext={() => (phase === "contact" ? void onSubmit() : dispatch({ type: "continue" }))}
      footer={
        <>
          {phase === "disqualified" ? (
            <div className="mt-6">
              <button type="button" className={primaryButton} onClick={onClose}>
                {copy.closeLabel}
              </button>
            </div>
          ) : (
            <StepButtons
              {...(phase !== "eligibility" ? { onBack: () => dispatch({ type: "back" }) } : {})}
              canGo={canGo}
              status={status}
              isLast={phase === "contact"}
              sendLabel={copy.sendLabel}
            />
          )}
        </>
      }
    >
      {phase === "eligibility" && (
        <Questions
          form={questionnaireForm}
          questions={questionnaireQuestions.eligibility}
          data={data}
          onChange={update}
        />
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
              {callLabel}
            </a>
          </p>
        </div>
      )}

      {phase === "details" && (
        <Questions
          form={questionnaireForm}
          questions={questionnaireQuestions.details}
          data={data}
          onChange={update}
          errors={fieldErrors}
        />
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
