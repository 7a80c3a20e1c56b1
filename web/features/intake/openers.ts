import { goTo } from "@/lib/navigate";
import {
  intakeHref,
  intakeOpenerAttribute,
  provideIntakeLauncher,
  type IntakeForm,
} from "@/lib/intake-launcher";
import type { CaseReviewPreset } from "@/lib/tool-estimate";
import { intakeLoading, intakeTitles } from "@/content/intake-titles";
import { prepareIntakeForms } from "./load-forms";
import {
  captureAttribution,
  clearDraft,
  newSubmissionId,
  openModalAfterReload,
  rememberOpenModal,
  saveDraft,
} from "@/lib/intake-form/session";

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

/** True once the dialog's code has arrived: an opening then needs no stand-in. */
let dialogsReady = false;
const loadDialogs = () =>
  import("./dialog-root").then((dialogs) => {
    dialogsReady = true;
    return dialogs;
  });

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

/**
 * Until the dialog's code is there, a plain dialog with the form's title and "Loading the form…",
 * so a tap always answers at once. Escape or a close gives up the opening.
 */
function showWaiting(form: IntakeForm): HTMLDialogElement {
  const dialog = document.createElement("dialog");
  dialog.setAttribute("aria-labelledby", "intake-waiting-title");
  dialog.className =
    "m-auto w-[min(40rem,calc(100vw-1.5rem))] rounded-xl p-6 shadow-2xl backdrop:bg-slate-950/60";
  const title = document.createElement("h2");
  title.id = "intake-waiting-title";
  title.className = "text-2xl font-bold text-slate-900";
  title.textContent = intakeTitles[form];
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "mt-6 text-slate-800";
  status.textContent = intakeLoading;
  dialog.append(title, status);
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

function show(form: IntakeForm) {
  prepareIntakeForms();
  const waiting = dialogsReady ? null : showWaiting(form);
  void loadDialogs().then(
    (dialogs) => {
      if (waiting && !waiting.isConnected) {
        // Closed while waiting: the visitor gave up this opening.
        clearDraft(form);
        rememberOpenModal(null);
        return;
      }
      // Closing the stand-in gives focus back to the opener, which the form's dialog returns it to.
      waiting?.close();
      dialogs.showIntake(form);
    },
    // The dialog's code could not be downloaded: the form's own page is a fresh load.
    () => goTo(intakeHref[form]),
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
