import { useEffect, useRef, type ReactNode } from "react";
import { Progress } from "./fields";

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
