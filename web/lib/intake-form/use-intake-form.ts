import { useEffect, useRef, useState } from "react";
import { submitLead, type SubmitFailure } from "./submit-lead";
import type { FormDefinition } from "./definitions";
import {
  clearDraft,
  currentAttribution,
  loadDraft,
  newSubmissionId,
  rememberLead,
  rememberReference,
  saveDraft,
  type Draft,
} from "./session";
import { validatePayload, type FieldErrors } from "./validate";
import { formTranslation } from "./form-text";
import { siteLanguage } from "@/lib/i18n/language";

export type SubmitStatus =
  | { phase: "idle" | "sending" }
  | {
      phase: "failed";
      kind: SubmitFailure;
      fieldErrors: FieldErrors;
      retryAfterSeconds?: number;
      /** With "slot-taken" (the call booking form): the times still open, as the server sent them. */
      slots?: unknown;
    };

export type SubmitFailed = Extract<SubmitStatus, { phase: "failed" }>;

/**
 * What a stored submission gives back: its reference number, when the server sent one, and, for a
 * call booked with it (/book), the booking as the server sent it (features/booking/call-booking.ts reads it).
 */
export type SubmitReceipt = { reference: string | null; booking?: unknown };

function loadWholeDraft<S>(draftName: string, restore: (saved: S) => S): Draft<S> | null {
  const saved = loadDraft<S>(draftName);
  return saved ? { ...saved, state: restore(saved.state) } : null;
}

/**
 * State of one intake form: its reducer state kept as a session-storage draft (with the submission
 * id and the time the form was opened), and a submit that sends one POST at a time, reuses the
 * submission id on every retry, and reports failures as values.
 */
export function useIntakeForm<S, A>(options: {
  draftName: string;
  form: FormDefinition;
  reducer: (state: S, action: A) => S;
  initial: () => S;
  /** Makes a saved draft whole (a draft from an older version of the form may lack answers). */
  restore: (saved: S) => S;
  /** Restore a saved draft right away (modals, which only render in the browser). */
  restoreOnMount: boolean;
}) {
  const { draftName, form, reducer, initial, restore, restoreOnMount } = options;
  const [draft, setDraft] = useState<Draft<S>>(() => {
    const saved = restoreOnMount ? loadWholeDraft(draftName, restore) : null;
    return saved ?? { state: initial(), submissionId: newSubmissionId(), openedAt: Date.now() };
  });
  const [status, setStatus] = useState<SubmitStatus>({ phase: "idle" });
  const sending = useRef(false);
  const restored = useRef(restoreOnMount);

  useEffect(() => {
    // Prerendered forms start empty so the markup matches; pick up a draft once in the browser.
    if (restored.current) return;
    restored.current = true;
    const saved = loadWholeDraft(draftName, restore);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only after hydration
    if (saved) setDraft(saved);
  }, [draftName, restore]);

  useEffect(() => {
    if (restored.current) saveDraft(draftName, draft);
  }, [draftName, draft]);

  const dispatch = (action: A) => setDraft((d) => ({ ...d, state: reducer(d.state, action) }));

  const reset = () => {
    clearDraft(draftName);
    setStatus({ phase: "idle" });
    setDraft({ state: initial(), submissionId: newSubmissionId(), openedAt: Date.now() });
  };

  /**
   * Returns the receipt once the server has stored the submission, else null; `onFailed` hears
   * why (the call booking form clears a time someone else took).
   */
  const submit = async (
    fields: Record<string, unknown>,
    honeypot: string,
    onFailed?: (failure: SubmitFailed) => void,
  ): Promise<SubmitReceipt | null> => {
    if (sending.current) return null;
    const payload = {
      ...fields,
      ...currentAttribution(),
      submissionId: draft.submissionId,
      elapsedMs: Math.max(0, Math.round(Date.now() - draft.openedAt)),
      website: honeypot,
      language: siteLanguage,
    };
    const localErrors = validatePayload(form, payload, new Date(), formTranslation ? [formTranslation] : []);
    if (Object.keys(localErrors).length > 0) {
      const failure: SubmitFailed = { phase: "failed", kind: "invalid", fieldErrors: localErrors };
      setStatus(failure);
      onFailed?.(failure);
      return null;
    }
    sending.current = true;
    setStatus({ phase: "sending" });
    const result = await submitLead(form.endpoint, payload);
    sending.current = false;
    if (result.ok) {
      clearDraft(draftName);
      const reference = result.reference ?? null;
      rememberReference(reference);
      rememberLead(result.id);
      setStatus({ phase: "idle" });
      return { reference, ...(result.booking ? { booking: result.booking } : {}) };
    }
    const failure: SubmitFailed = {
      phase: "failed",
      kind: result.kind,
      fieldErrors: result.fieldErrors,
      ...(result.retryAfterSeconds ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
      ...(result.slots !== undefined ? { slots: result.slots } : {}),
    };
    setStatus(failure);
    onFailed?.(failure);
    return null;
  };

  const fieldErrors = status.phase === "failed" ? status.fieldErrors : {};
  return { state: draft.state, dispatch, reset, submit, status, fieldErrors };
}
