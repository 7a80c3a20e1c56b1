import { useId, type ReactNode, type RefObject } from "react";
import { Link } from "@/components/ui/site-link";
import { telHref } from "@/lib/site-config";
import { chrome } from "@/content/chrome";
import { caseReviewCopy, consentCopy, formFrameCopy } from "@/content/intake";
import { failureMessage } from "@/content/intake-failure";
import { callLabel } from "@/content/phone";
import type { SubmitStatus } from "@/lib/intake-form/use-intake-form";
import { FieldError } from "@/components/ui/form-fields";

// The controls of every intake form (the case review and questionnaire in features/intake, /book's
// form in features/booking): boxes to tick, the spam trap, progress, the submit problem, the notice
// at collection and the buttons. The choice and text inputs are shared with the worker tools
// (components/ui/form-fields.tsx).
export { ChoiceGroup, TextField } from "@/components/ui/form-fields";

export function Checkbox({
  checked,
  onChange,
  children,
  errors,
  name,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  children: ReactNode;
  errors?: string[];
  /** Sent as "on" when ticked and the form is posted without JavaScript. */
  name?: string;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={`${id}-error`}
          className="mt-1 size-5 shrink-0 accent-blue-800"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

/** A field no person sees or reaches; bots that fill every input fill it too. */
/** "I agree to the terms", with the terms opening in a new tab: every form that sends a lead asks it. */
export function TermsCheckbox({
  checked,
  onChange,
  errors,
  name,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  errors?: string[];
  name?: string;
}) {
  return (
    <Checkbox name={name} checked={checked} onChange={onChange} errors={errors}>
      {consentCopy.terms}{" "}
      <Link to="/terms" target="_blank" rel="noopener" className="text-blue-800 underline">
        {caseReviewCopy.termsLink}
        <span className="sr-only">{chrome.opensInNewTab}</span>
      </Link>
    </Checkbox>
  );
}

export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function Progress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="mt-4">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div
        role="progressbar"
        aria-label={formFrameCopy.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full bg-blue-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** The message after a failed submit, with the phone number; the form keeps every answer. */
export function SubmitProblem({ status }: { status: SubmitStatus }) {
  if (status.phase !== "failed") return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p>{failureMessage(status.kind, status.retryAfterSeconds)}</p>
      <p className="mt-2">
        <a href={telHref()} className="font-semibold underline underline-offset-2">
          {callLabel}
        </a>
      </p>
    </div>
  );
}

export function NoticeAtCollection({ text }: { text: string }) {
  return (
    <p className="text-sm text-slate-700">
      {text}{" "}
      <Link
        to="/privacy"
        target="_blank"
        rel="noopener"
        className="font-medium text-blue-800 underline underline-offset-2"
      >
        {formFrameCopy.privacyLink}
        <span className="sr-only">{chrome.opensInNewTab}</span>
      </Link>
    </p>
  );
}

export const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-md bg-blue-800 px-6 font-semibold text-white hover:bg-blue-900 disabled:cursor-not-allowed disabled:bg-slate-400";
export const secondaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-md border border-slate-400 px-6 font-semibold text-slate-900 hover:bg-slate-100";
