import type { ReactNode } from "react";
import type { useModalDialog } from "./use-modal-dialog";

const dialogClassName =
  "m-auto w-[min(36rem,calc(100vw-1.5rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-950/60";

type ModalDialogParts = Pick<
  ReturnType<typeof useModalDialog>,
  "open" | "show" | "triggerRef" | "dialogRef" | "onKeyDown" | "onCancel"
>;

/**
 * The button on the page that opens a modal dialog, and the dialog, named by its heading
 * (`titleId`), driven by useModalDialog (spread in what it returns but for the parts the dialog's
 * own buttons use). What the dialog holds is mounted only while it is open, so it starts afresh.
 */
export function ModalDialog({
  open,
  show,
  triggerRef,
  dialogRef,
  onKeyDown,
  onCancel,
  trigger,
  triggerClassName,
  disabled,
  describedBy,
  titleId,
  children,
}: ModalDialogParts & {
  trigger: string;
  triggerClassName: string;
  disabled?: boolean;
  describedBy?: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={show}
      >
        {trigger}
      </button>
      <dialog
        ref={dialogRef}
        onKeyDown={onKeyDown}
        onCancel={onCancel}
        aria-labelledby={titleId}
        className={dialogClassName}
      >
        {open && children}
      </dialog>
    </>
  );
}
