import { createContext, useContext } from "react";
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
 * laid out on /form, and /form asked to open the questionnaire (features/intake/intake-context).
 */
export const intakeHref: Record<IntakeForm, string> = {
  "case-review": "/form",
  "harassment-questionnaire": "/form?open=harassment-questionnaire",
};

// The one thing shared pages need from the intake feature: a way to open a form. The feature's
// IntakeProvider supplies it, so pages and sections can place buttons without importing the feature.
export const IntakeLauncherContext = createContext<IntakeLauncher | null>(null);

export function useIntakeLauncher(): IntakeLauncher {
  const launcher = useContext(IntakeLauncherContext);
  if (!launcher) throw new Error("useIntakeLauncher needs an IntakeProvider above it");
  return launcher;
}
