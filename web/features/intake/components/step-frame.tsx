import { useEffect, useRef, type ReactNode } from "react";
import { formFrameCopy as copy } from "@/content/intake";
import type { SubmitStatus } from "@/lib/intake-form/use-intake-form";
import { primaryButton, Progress, secondaryButton } from "@/components/ui/intake-fields";

/**
 * The frame both intake forms share: the form's title, its progress, the current step's heading
 * (which takes focus whenever the step changes, so keyboard and screen-reader users start there),
 * the step's fields, and its buttons. Enter or the submit button calls `onNext`.
 */
export function StepFrame({
  titleId,
  title,
  percent,
  progressLabel,
  stepKey,
  stepTitle,
  onNext,
  children,
  footer,
}: {
  titleId: string;
  title: string;
  percent: number;
  progressLabel: string;
  stepKey: string;
  stepTitle: string;
  onNext: () => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stepKey]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <h2 id={titleId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <Progress percent={percent} label={progressLabel} />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {stepTitle}
      </h3>
      <div className="mt-4 grid gap-5">{children}</div>
      {footer}
    </form>
  );
}

/**
 * Back (when there is a step before) and the main button: Continue on ordinary steps; on the last
 * step the send button, which shows progress, cannot be pressed twice, and offers "Try again"
 * after a failure (the retry reuses the submission id).
 */
export function StepButtons({
  onBack,
  canGo,
  status,
  isLast,
  nextLabel = copy.continueLabel,
  sendLabel,
}: {
  onBack?: () => void;
  canGo: boolean;
  status: SubmitStatus;
  isLast: boolean;
  nextLabel?: string;
  sendLabel: string;
}) {
  const sending = status.phase === "sending";
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      {onBack && (
        <button type="button" className={secondaryButton} onClick={onBack} disabled={sending}>
          {copy.back}
        </button>
      )}
      {isLast ? (
        <button type="submit" className={primaryButton} disabled={!canGo || sending} aria-busy={sending}>
          {sending ? copy.sending : status.phase === "failed" ? copy.tryAgain : sendLabel}
        </button>
      ) : (
        <button type="submit" className={primaryButton} disabled={!canGo}>
          {nextLabel}
        </button>
      )}
    </div>
  );
}
