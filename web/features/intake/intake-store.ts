import { useSyncExternalStore } from "react";
import type { IntakeForm } from "@/lib/intake-launcher";
import { clearDraft, rememberOpenModal } from "./model/session";

// Which intake dialog is open, one at a time for the whole page. The site script's openers
// (openers.ts) open a form; the dialogs (components/intake-modals.tsx, mounted on demand by
// dialog-root.tsx) read it and close it.

let openForm: IntakeForm | null = null;
const listeners = new Set<() => void>();

function set(form: IntakeForm | null) {
  openForm = form;
  for (const listener of listeners) listener();
}

export const intakeStore = {
  /** Shows a form's dialog (its draft is already prepared by the opener). */
  show: (form: IntakeForm) => set(form),
  /** Closes the form and forgets its draft. */
  close: () => {
    if (openForm) clearDraft(openForm);
    rememberOpenModal(null);
    set(null);
  },
  /** Closes the form after a successful submit (its draft is already gone). */
  finish: () => {
    rememberOpenModal(null);
    set(null);
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => openForm,
};

export function useIntake() {
  const form = useSyncExternalStore(intakeStore.subscribe, intakeStore.current, () => null);
  return { openForm: form, close: intakeStore.close, finish: intakeStore.finish };
}
