import { goTo } from "./navigate";
import type { CaseReviewPreset } from "./tool-estimate";

export type IntakeForm = "case-review" | "harassment-questionnaire";

export type IntakeLauncher = {
  /**
   * Opens a form from its first step with empty answers (the spec resets on every open), or the
   * case review at its first question with a worker tool's answers filled in.
   */
  open: (form: IntakeForm, preset?: CaseReviewPreset) => void;
  /** Starts loading the forms' code (on intent: hover, focus or touch of an opener). */
  prepare: () => void;
};

/**
 * Where each opener leads without JavaScript, or before the page's script has run: the case review
 * laid out on /form, and /form asked to open the questionnaire (features/intake/openers.ts).
 */
export const intakeHref: Record<IntakeForm, string> = {
  "case-review": "/form",
  "harassment-questionnaire": "/form?open=harassment-questionnaire",
};

/** The attribute that marks an opener link (components/ui/intake-buttons.tsx) for the site script. */
export const intakeOpenerAttribute = "data-intake";

// The one thing shared pages need from the intake feature: a way to open a form. The site script
// gives the feature's launcher (features/intake/openers.ts) at start-up; until then, or without
// it, opening a form goes to the form's own page.
let provided: IntakeLauncher = {
  open: (form) => goTo(intakeHref[form]),
  prepare: () => {},
};

export function provideIntakeLauncher(launcher: IntakeLauncher): void {
  provided = launcher;
}

/** The launcher the site script provided (features/intake/openers.ts), called when used. */
export const siteLauncher: IntakeLauncher = {
  open: (form, preset) => provided.open(form, preset),
  prepare: () => provided.prepare(),
};
