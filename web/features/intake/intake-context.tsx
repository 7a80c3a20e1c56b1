import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { IntakeLauncherContext, type IntakeForm } from "@/lib/intake-launcher";
import { prepareIntakeForms } from "./load-forms";
import type { CaseReviewPreset } from "@/lib/tool-estimate";
import {
  captureAttribution,
  clearDraft,
  newSubmissionId,
  openModalAfterReload,
  rememberOpenModal,
  saveDraft,
} from "./model/session";

type IntakeState = {
  openForm: IntakeForm | null;
  /** Opens a form from its first step with empty answers, or the case review with a tool's answers. */
  open: (form: IntakeForm, preset?: CaseReviewPreset) => void;
  /** Closes the form and forgets its draft. */
  close: () => void;
  /** Closes the form after a successful submit (its draft is already gone). */
  finish: () => void;
};

const forms: readonly IntakeForm[] = ["case-review", "harassment-questionnaire"];
function formAskedFor(url: URL): IntakeForm | null {
  const asked = forms.find((form) => form === url.searchParams.get("open")) ?? null;
  if (asked) {
    // Asked once: a reload after closing the form shows the page, not the form again.
    url.searchParams.delete("open");
    window.history.replaceState(window.history.state, "", url);
  }
  return asked;
}

const IntakeContext = createContext<IntakeState | null>(null);

/** Holds which intake modal is open; one at a time, for the whole site. */
export function IntakeProvider({ children }: { children: ReactNode }) {
  const [openForm, setOpenForm] = useState<IntakeForm | null>(null);

  useEffect(() => {
    captureAttribution(new URL(window.location.href));
    // A reload in the middle of a form brings the form back where the visitor was.
    // An opener tapped before the script ran led to /form?open=<form> (lib/intake-launcher.ts).
    // Read (and removed from the address) even when a reload reopens another form.
    const asked = formAskedFor(new URL(window.location.href));
    const reopened = openModalAfterReload() ?? asked;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only after hydration
    if (reopened) setOpenForm(reopened);
    // Fetch the forms' code once the page is shown and the browser has nothing else to do.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    const start = () => idle(prepareIntakeForms);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);

  const open = useCallback((form: IntakeForm, preset?: CaseReviewPreset) => {
    clearDraft(form);
    // The wizard picks the draft up when it mounts; answers it lacks start empty (restoreWizard).
    if (preset && form === "case-review")
      saveDraft(form, {
        state: { step: "workplace-issue", data: preset },
        submissionId: newSubmissionId(),
        openedAt: Date.now(),
      });
    rememberOpenModal(form);
    setOpenForm(form);
  }, []);
  const close = useCallback(() => {
    if (openForm) clearDraft(openForm);
    rememberOpenModal(null);
    setOpenForm(null);
  }, [openForm]);
  const finish = useCallback(() => {
    rememberOpenModal(null);
    setOpenForm(null);
  }, []);

  const value = useMemo(() => ({ openForm, open, close, finish }), [openForm, open, close, finish]);
  const launcher = useMemo(() => ({ open, prepare: prepareIntakeForms }), [open]);
  return (
    <IntakeContext.Provider value={value}>
      <IntakeLauncherContext.Provider value={launcher}>{children}</IntakeLauncherContext.Provider>
    </IntakeContext.Provider>
  );
}

export function useIntake(): IntakeState {
  const state = useContext(IntakeContext);
  if (!state) throw new Error("useIntake needs an IntakeProvider above it");
  return state;
}
