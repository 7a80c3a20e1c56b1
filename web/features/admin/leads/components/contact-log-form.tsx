import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import {
  contactMethods,
  contactOutcomes,
  logContact,
  maxContactNoteLength,
  type ContactMethod,
  type ContactOutcome,
} from "../api/lead-detail";
import { contactMethodLabel, contactOutcomeLabel } from "../labels";
import { AdminField, FieldProblem } from "../../shared/components/admin-field";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminButton, adminInput, phoneTarget } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

const fields = ["method", "outcome", "note"] as const;
type Field = (typeof fields)[number];

/**
 * "Log a contact": how staff tried to reach the worker and what came of it, with an optional
 * note. The first one logged stops the lead's waiting clock (the server sets firstContactAt).
 */
export function ContactLogForm({
  form,
  id,
  doNotText,
}: {
  form: string;
  id: string;
  /** Why nobody may text this worker (do-not-text.tsx), or null. */
  doNotText: string | null;
}) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction("logging the contact");
  const [method, setMethod] = useState<ContactMethod>("call");
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState<string | null>(null);
  // A new key empties the outcome and note, but only after the contact was stored.
  const [draftKey, setDraftKey] = useState(0);
  const fieldId = useId();
  const headingId = `${fieldId}-heading`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const outcome = String(data.get("outcome") ?? "") as ContactOutcome | "";
    const note = String(data.get("note") ?? "").trim();
    setSaved(null);
    const found: Partial<Record<Field, string>> = {};
    if (!outcome) found.outcome = "Choose what came of it.";
    if (note.length > maxContactNoteLength)
      found.note = `Keep the note to ${maxContactNoteLength} characters.`;
    setProblems(found);
    const firstLocal = fields.find((f) => found[f]);
    if (firstLocal || !outcome) {
      element.querySelector<HTMLElement>(`[name="${firstLocal}"]`)?.focus();
      return;
    }
    const outcomeResult = await run(() => logContact(form, id, { method, outcome, note }, csrfToken));
    if (!outcomeResult.ok) {
      const fromServer: Partial<Record<Field, string>> = {};
      for (const f of fields) {
        const message = outcomeResult.fieldErrors[f]?.[0];
        if (message) fromServer[f] = message;
      }
      setProblems(fromServer);
      return;
    }
    setDraftKey((k) => k + 1);
    setSaved(`Contact logged: ${contactMethodLabel(method)}, ${contactOutcomeLabel(outcome).toLowerCase()}.`);
    await revalidator.revalidate();
  }

  const describe = (field: Field, hint?: string) =>
    [hint, problems[field] ? `${fieldId}-${field}-error` : ""].filter(Boolean).join(" ") || undefined;
  const textWarning = doNotText !== null && method === "text";

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-2 sm:space-y-3">
      <h2 id={headingId} className="text-lg font-bold">
        Log a contact
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <AdminField id={`${fieldId}-method`} label="How">
          <select
            id={`${fieldId}-method`}
            name="method"
            value={method}
            onChange={(event) => setMethod(event.target.value as ContactMethod)}
            aria-invalid={problems.method ? true : undefined}
            aria-describedby={describe("method", textWarning ? `${fieldId}-text-warning` : undefined)}
            className={`${adminInput} ${phoneTarget}`}
          >
            {contactMethods.map((m) => (
              <option key={m} value={m}>
                {contactMethodLabel(m)}
              </option>
            ))}
          </select>
          <FieldProblem id={`${fieldId}-method-error`} message={problems.method} />
        </AdminField>
        <AdminField id={`${fieldId}-outcome`} label="What came of it">
          <select
            key={draftKey}
            id={`${fieldId}-outcome`}
            name="outcome"
            defaultValue=""
            aria-invalid={problems.outcome ? true : undefined}
            aria-describedby={describe("outcome")}
            className={`${adminInput} ${phoneTarget}`}
          >
            <option value="">Choose…</option>
            {contactOutcomes.map((o) => (
              <option key={o} value={o}>
                {contactOutcomeLabel(o)}
              </option>
            ))}
          </select>
          <FieldProblem id={`${fieldId}-outcome-error`} message={problems.outcome} />
        </AdminField>
      </div>
      {textWarning && (
        <p id={`${fieldId}-text-warning`} className="font-semibold text-red-800">
          Do not text. {doNotText}
        </p>
      )}
      <AdminField id={`${fieldId}-note`} label="Note (optional)">
        <textarea
          key={draftKey}
          id={`${fieldId}-note`}
          name="note"
          rows={2}
          maxLength={maxContactNoteLength}
          aria-invalid={problems.note ? true : undefined}
          aria-describedby={describe("note", `${fieldId}-note-hint`)}
          // One line on a phone, so the button stays on the first screen (it scrolls for more).
          className={`${adminInput} h-11 md:h-auto`}
        />
        <span id={`${fieldId}-note-hint`} className="sr-only">
          Up to {maxContactNoteLength} characters.
        </span>
        <FieldProblem id={`${fieldId}-note-error`} message={problems.note} />
      </AdminField>
      <button type="submit" className={`${adminButton} ${phoneTarget}`} disabled={pending}>
        {pending ? "Logging…" : "Log contact"}
      </button>
      <StatusMessage message={saved} />
      <ErrorAlert message={error} />
    </form>
  );
}
