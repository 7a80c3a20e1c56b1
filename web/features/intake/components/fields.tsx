import { useId, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";
import { site, telHref } from "@/lib/site-config";
import { failureMessage } from "@/content/intake";
import type { SubmitStatus } from "../use-intake-form";

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {messages.join(" ")}
    </p>
  );
}

type Option = { value: string; hint?: string };

/** A question answered by one option (radio) or several (checkbox), as one labelled group. */
export function ChoiceGroup({
  legend,
  options,
  multiple = false,
  value,
  onChange,
  errors,
  name,
}: {
  legend: string;
  options: Option[];
  multiple?: boolean;
  value: string | string[];
  onChange: (next: string | string[]) => void;
  errors?: string[];
  name: string;
}) {
  const errorId = useId();
  const selected = (option: string) => (Array.isArray(value) ? value.includes(option) : value === option);
  const toggle = (option: string) => {
    if (!multiple) return onChange(option);
    const list = Array.isArray(value) ? value : [];
    onChange(list.includes(option) ? list.filter((v) => v !== option) : [...list, option]);
  };
  return (
    <fieldset
      aria-describedby={errors?.length ? errorId : undefined}
      aria-invalid={errors?.length ? true : undefined}
    >
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {multiple && <p className="text-sm text-slate-600">Choose all that apply.</p>}
      <div className="mt-3 grid gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
          >
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={option.value}
              checked={selected(option.value)}
              onChange={() => toggle(option.value)}
              className="mt-1 size-5 shrink-0 accent-blue-800"
            />
            <span>
              <span className="block font-medium text-slate-900">{option.value}</span>
              {option.hint && <span className="block text-sm text-slate-600">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} messages={errors} />
    </fieldset>
  );
}

export function TextField({
  label,
  value,
  onChange,
  errors,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  multiline = false,
  hint,
  min,
  max,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
  errors?: string[];
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel";
  maxLength?: number;
  multiline?: boolean;
  hint?: string;
  min?: string;
  max?: string;
  required?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    value,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
    className:
      "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5 text-base text-slate-900 aria-[invalid]:border-red-700",
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={4} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          min={min}
          max={max}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

export function Checkbox({
  checked,
  onChange,
  children,
  errors,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  children: ReactNode;
  errors?: string[];
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
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
        aria-label="Progress"
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
          Call {site.contact.phoneDisplay}
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
        Read the Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
      </Link>
    </p>
  );
}

export const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-md bg-blue-800 px-6 font-semibold text-white hover:bg-blue-900 disabled:cursor-not-allowed disabled:bg-slate-400";
export const secondaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-md border border-slate-400 px-6 font-semibold text-slate-900 hover:bg-slate-100";
