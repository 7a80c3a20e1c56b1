import { useSyncExternalStore } from "react";
import type { IntakeForm } from "@/lib/intake-launcher";
import { createStore } from "@/lib/store";
import { clearDraft, rememberOpenModal } from "@/lib/intake-form/session";

// Which intake dialog is open, one at a time for the whole page. The site script's openers
// (openers.ts) open a form; the dialogs (components/intake-modals.tsx, mounted on demand by
// dialog-root.tsx) read it and close it.

const openForm = createStore<IntakeForm | null>(null);
const set = openForm.set;

export const intakeStore = {
  /** Shows a form's dialog (its draft is already prepared by the opener). */
  show: (form: IntakeForm) => set(form),
  /** Closes the form and forgets its draft. */
  close: () => {
    const form = openForm.current();
    if (form) clearDraft(form);
    rememberOpenModal(null);
    set(null);
  },
  /** Closes the form after a successful submit (its draft is already gone). */
  finish: () => {
    rememberOpenModal(null);
    set(null);
  },
  subscribe: openForm.subscribe,
  current: openForm.current,
};

export function useIntake() {
  const form = useSyncExternalStore(intakeStore.subscribe, intakeStore.current, () => null);
  return { openForm: form, close: intakeStore.close, finish: intakeStore.finish };
}
