import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { maxReasonLength } from "../api/lead-detail";
import { ErrorAlert } from "./error-alert";
import { adminDangerButton, adminInput, adminLabel, adminSecondaryButton } from "./styles";

const focusable =
  'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * "Delete lead" and its confirmation. The dialog is a native <dialog> opened with showModal(), so
 * the page behind is inert; Tab also wraps inside it explicitly, Escape closes it, and focus goes
 * back to the button that opened it. The reason typed is kept if deleting fails.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      reasonRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function close() {
    if (pending) return;
    setOpen(false);
    setError(null);
    setReasonError(null);
    // Browsers restore focus on close, but not all of them, and not jsdom: do it ourselves.
    triggerRef.current?.focus();
  }

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    if (!reason) {
      setReasonError("Please give a reason, for example “privacy request by e-mail”.");
      reasonRef.current?.focus();
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
    <>
      <button ref={triggerRef} type="button" className={adminDangerButton} onClick={() => setOpen(true)}>
        Delete lead
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onKeyDown={trapTab}
        className="m-auto w-[min(36rem,calc(100vw-1.5rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-950/60"
      >
        {open && (
          <form onSubmit={submit} noValidate className="space-y-4 p-6">
            <h2 id={titleId} className="text-xl font-bold">
              Delete the lead from {leadName}?
            </h2>
            <p>
              This removes the lead, its notes, history and deliveries for good. Use it for privacy requests.
              The audit log keeps who deleted it, when and why, but none of the person’s details.
            </p>
            <div>
              <label htmlFor={reasonId} className={adminLabel}>
                Reason for deleting (required)
              </label>
              <textarea
                ref={reasonRef}
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
        )}
      </dialog>
    </>
  );
}
