import { useId, useState, type FormEvent } from "react";
import { maxReasonLength } from "../api/lead-detail";
import { ErrorAlert } from "../../shared/components/error-alert";
import {
  adminDangerButton,
  adminInput,
  adminLabel,
  adminSecondaryButton,
} from "../../shared/components/styles";
import { ModalDialog } from "../../shared/components/modal-dialog";
import { useModalDialog } from "../../shared/components/use-modal-dialog";
import { VisibleText } from "../../shared/components/visible-text";

/**
 * "Delete lead" and its confirmation, in a modal dialog (see useModalDialog). The reason typed is
 * kept if deleting fails.
 */
export function DeleteLeadDialog({
  leadName,
  onDelete,
}: {
  leadName: string;
  /** Deletes the lead; resolves to the message to show when it failed, null otherwise. */
  onDelete: (reason: string) => Promise<string | null>;
}) {
  const titleId = useId();
  const reasonId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { close, initialFocusRef, ...dialog } = useModalDialog<HTMLTextAreaElement>({
    busy: pending,
    onClose: () => {
      setError(null);
      setReasonError(null);
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    if (!reason) {
      setReasonError("Please give a reason, for example “privacy request by e-mail”.");
      initialFocusRef.current?.focus();
      return;
    }
    setReasonError(null);
    setPending(true);
    setError(null);
    const failure = await onDelete(reason);
    setPending(false);
    if (failure) setError(failure);
  }

  return (
    <ModalDialog {...dialog} trigger="Delete lead" triggerClassName={adminDangerButton} titleId={titleId}>
      <form onSubmit={submit} noValidate className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-bold">
          Delete the lead from <VisibleText text={leadName} />?
        </h2>
        <p>
          This removes the lead, its notes, history and deliveries for good. Use it for privacy requests. The
          audit log keeps who deleted it, when and why, but none of the person’s details.
        </p>
        <div>
          <label htmlFor={reasonId} className={adminLabel}>
            Reason for deleting (required)
          </label>
          <textarea
            ref={initialFocusRef}
            id={reasonId}
            name="reason"
            required
            maxLength={maxReasonLength}
            rows={3}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            className={adminInput}
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className="mt-1 font-semibold text-red-800">
              {reasonError}
            </p>
          )}
        </div>
        <ErrorAlert message={error} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={adminDangerButton} disabled={pending}>
            {pending ? "Deleting…" : "Delete for good"}
          </button>
          <button type="button" className={adminSecondaryButton} onClick={close}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
