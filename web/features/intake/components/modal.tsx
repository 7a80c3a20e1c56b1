import { chrome } from "@/content/chrome";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert
 * (focus stays inside), Escape closes it, and the browser returns focus to the control that
 * opened it. A click on the backdrop (outside the panel) closes it too.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(40rem,calc(100vw-1.5rem))] overflow-hidden rounded-xl p-0 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm"
    >
      {open && (
        <div className="relative flex max-h-[90vh] flex-col">
          <button
            type="button"
            onClick={onClose}
            className="absolute right-2 top-2 z-10 flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <span className="sr-only">{chrome.close}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
          <div className="overflow-y-auto p-6 pt-12 sm:p-8 sm:pt-12">{children}</div>
        </div>
      )}
    </dialog>
  );
}
