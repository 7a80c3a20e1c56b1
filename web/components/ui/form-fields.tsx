import { chrome } from "@/content/chrome";
import { useId } from "react";

// Form inputs shared by the intake forms (features/intake, and /book's in features/booking) and the
// worker tools (features/tools): a labelled group of options and a labelled text input, each with
// its hint and error messages.

/**
 * The error line of a field. The element is always there, empty while the field has no error, so
 * a field's `aria-describedby` can name it from the first render and never changes: an element or
 * an id first rendered after hydration would carry React's browser-side id, which on a public page
 * differs from the prerendered one (docs/decisions/0019), and the description would lose the hint.
 */
export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  const text = messages?.join(" ") ?? "";
  return (
    <p id={id} className={text ? "mt-1 text-sm font-medium text-red-700" : undefined}>
      {text}
    </p>
  );
}

/** An option; `label` is what the reader sees when it differs from the value sent. */
type Option = { value: string; label?: string; hint?: string };

/** A question answered by one option (radio) or several (checkbox), as one labelled group. */
export function ChoiceGroup({
  legend,
  options,
  multiple = false,
  value,
  onChange,
  errors,
  name,
  hint,
}: {
  legend: string;
  /** A line under the legend that explains the question. */
  hint?: string;
  options: Option[];
  multiple?: boolean;
  value: string | string[];
  onChange: (next: string | string[]) => void;
  errors?: string[];
  name: string;
}) {
  const errorId = useId();
  const hintId = useId();
  const describedBy = [hint ? hintId : null, errorId].filter(Boolean).join(" ");
  const selected = (option: string) => (Array.isArray(value) ? value.includes(option) : value === option);
  const toggle = (option: string) => {
    if (!multiple) return onChange(option);
    const list = Array.isArray(value) ? value : [];
    onChange(list.includes(option) ? list.filter((v) => v !== option) : [...list, option]);
  };
  return (
    <fieldset aria-describedby={describedBy || undefined} aria-invalid={errors?.length ? true : undefined}>
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {multiple && <p className="text-sm text-slate-600">{chrome.chooseAllThatApply}</p>}
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
              <span className="block font-medium text-slate-900">{option.label ?? option.value}</span>
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
  name,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
  errors?: string[];
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "decimal" | "numeric";
  maxLength?: number;
  multiline?: boolean;
  hint?: string;
  min?: string;
  max?: string;
  required?: boolean;
  /** The name the value is sent under when the form is posted without JavaScript. */
  name?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errorId].filter(Boolean).join(" ");
  const common = {
    id,
    name,
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
