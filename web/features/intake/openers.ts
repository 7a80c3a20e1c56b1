import { intakeOpenerAttribute, provideIntakeLauncher, type IntakeForm } from "@/lib/intake-launcher";
import type { CaseReviewPreset } from "@/lib/tool-estimate";
import { prepareIntakeForms } from "./load-forms";
import {
  captureAttribution,
  clearDraft,
  newSubmissionId,
  openModalAfterReload,
  rememberOpenModal,
  saveDraft,
} from "./model/session";

// The intake openers, run by the site script on every public page (app/site-script.ts). An opener
// is a link to the form's page (components/ui/intake-buttons.tsx); once this runs, a click opens
// the form's dialog instead. The dialog's and the forms' code load when the browser is idle after
// the page is shown, or sooner on hover, focus or touch of an opener. The dialogs themselves are a React root made on the first opening
// (dialog-root.tsx), so no page loads React for them before someone asks for a form.

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

const loadDialogs = () => import("./dialog-root");

function prepare() {
  loadDialogs().catch(() => {});
  prepareIntakeForms();
}

/** Opens a form from its first step with empty answers, or the case review with a tool's answers. */
function open(form: IntakeForm, preset?: CaseReviewPreset) {
  clearDraft(form);
  // The wizard picks the draft up when it mounts; answers it lacks start empty (restoreWizard).
  if (preset && form === "case-review")
    saveDraft(form, {
      state: { step: "workplace-issue", data: preset },
      submissionId: newSubmissionId(),
      openedAt: Date.now(),
    });
  rememberOpenModal(form);
  show(form);
}

function show(form: IntakeForm) {
  prepareIntakeForms();
  void loadDialogs().then(
    (dialogs) => dialogs.showIntake(form),
    // The dialog's code could not be downloaded: the form's own page is a fresh load.
    () =>
      window.location.assign(
        document.querySelector<HTMLAnchorElement>(`a[${intakeOpenerAttribute}="${form}"]`)?.href ?? "/form",
      ),
  );
}

const openerOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${intakeOpenerAttribute}]`) : null;

/** A click the browser should handle itself: another button, or a modifier (new tab, window). */
const wantsBrowser = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function startIntakeOpeners(doc: Document = document): void {
  provideIntakeLauncher({ open, prepare });
  captureAttribution(new URL(window.location.href));
  // A reload in the middle of a form brings the form back where the visitor was. An opener tapped
  // before the script ran led to /form?open=<form>; /case-review asks for the case review on load
  // (features/intake/components/open-on-load.tsx). The address's ask is read (and removed) even
  // when a reload reopens another form.
  const asked = formAskedFor(new URL(window.location.href));
  const onLoad = doc.querySelector<HTMLElement>("[data-intake-open-on-load]")?.dataset.intakeOpenOnLoad;
  const reopened = openModalAfterReload();
  if (reopened) show(reopened);
  else if (asked) show(asked);
  else if (forms.includes(onLoad as IntakeForm)) open(onLoad as IntakeForm);

  doc.addEventListener("click", (event) => {
    const opener = openerOf(event.target);
    if (!opener || wantsBrowser(event)) return;
    event.preventDefault();
    open(opener.getAttribute(intakeOpenerAttribute) as IntakeForm);
  });
  // The dialogs' and the forms' code once the page is shown and the browser has nothing else to
  // do, so that a tap on an opener shows the form at once.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  const whenIdle = () => idle(prepare);
  if (doc.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  for (const type of ["pointerover", "focusin", "touchstart"] as const)
    doc.addEventListener(
      type,
      (event) => {
        if (openerOf(event.target)) prepare();
      },
      { passive: true },
    );
}
