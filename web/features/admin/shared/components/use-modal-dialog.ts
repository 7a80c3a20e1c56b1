import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from "react";

const focusable =
  'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A native <dialog> opened with showModal(), so the page behind is inert. Tab also wraps inside
 * it explicitly, Escape closes it, and focus goes back to the button that opened it: browsers
 * restore focus on close, but not all of them, and not jsdom. `busy` keeps it open while a call
 * it started is in flight; `onClose` runs whenever it closes (to clear its messages). ModalDialog
 * (modal-dialog.tsx) draws the button that opens it and the dialog.
 */
export function useModalDialog<Initial extends HTMLElement>({
  busy = false,
  onClose,
}: { busy?: boolean; onClose?: () => void } = {}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** The control that gets the focus when the dialog opens. */
  const initialFocusRef = useRef<Initial>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocusRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function forceClose() {
    // Closed here and now rather than in the effect: the browser hands the focus back to the
    // opener as a modal dialog closes, and what the page shows next (a new link, a message) must be
    // able to take it after that, in its own effect.
    dialogRef.current?.close();
    setOpen(false);
    onClose?.();
    triggerRef.current?.focus();
  }

  function close() {
    if (!busy) forceClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
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

  /** The browser's own Escape handling: closed the same way, so focus goes back too. */
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    close();
  }

  return {
    open,
    show: () => setOpen(true),
    close,
    forceClose,
    triggerRef,
    initialFocusRef,
    dialogRef,
    onKeyDown,
    onCancel,
  };
}
