import { useId, useState, type ReactNode } from "react";
import { ErrorAlert } from "./error-alert";
import { adminDangerButton, adminSecondaryButton } from "./styles";
import { ModalDialog } from "./modal-dialog";
import { useModalDialog } from "./use-modal-dialog";

/**
 * A button that asks before it does something that cannot be undone from here, in a modal dialog
 * (see useModalDialog). Focus starts on Cancel, the safe choice. A failure is shown inside the
 * dialog, which stays open; on success it closes.
 */
export function ConfirmDialog({
  trigger,
  title,
  children,
  confirm,
  pending: pendingLabel,
  onConfirm,
  onConfirmed,
  disabled = false,
  describedBy,
}: {
  /** The button on the page that opens the dialog. */
  trigger: string;
  /** The trigger cannot be used now (say why next to it, and point describedBy there). */
  disabled?: boolean;
  describedBy?: string;
  title: string;
  children: ReactNode;
  /** The button in the dialog that goes ahead. */
  confirm: string;
  /** What that button says while the call is in flight. */
  pending: string;
  /** Does it; resolves to the message to show when it failed, null otherwise. */
  onConfirm: () => Promise<string | null>;
  /** Runs once the dialog has closed after success (the page behind can take focus again). */
  onConfirmed?: () => void;
}) {
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { close, forceClose, initialFocusRef, ...dialog } = useModalDialog<HTMLButtonElement>({
    busy: pending,
    onClose: () => setError(null),
  });

  async function go() {
    setPending(true);
    setError(null);
    const failure = await onConfirm();
    setPending(false);
    if (failure) setError(failure);
    else {
      setError(null);
      // Closed directly: `busy` of this render still says pending.
      forceClose();
      onConfirmed?.();
    }
  }

  return (
    <ModalDialog
      {...dialog}
      trigger={trigger}
      triggerClassName={adminSecondaryButton}
      disabled={disabled}
      describedBy={describedBy}
      titleId={titleId}
    >
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {children}
        <ErrorAlert message={error} />
        <div className="flex flex-wrap gap-3">
          <button type="button" className={adminDangerButton} disabled={pending} onClick={go}>
            {pending ? pendingLabel : confirm}
          </button>
          <button ref={initialFocusRef} type="button" className={adminSecondaryButton} onClick={close}>
            Cancel
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
