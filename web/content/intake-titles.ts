import type { IntakeForm } from "../lib/intake-launcher";

// The intake forms' titles, apart from the rest of their copy (content/intake.ts): the dialog
// shows the title at once, while the form's code is still on its way.
export const intakeTitles: Record<IntakeForm, string> = {
  "case-review": "Free case review",
  "harassment-questionnaire": "Confidential help with sexual harassment",
};

export const intakeLoading = "Loading the form…";
export const intakeLoadFailed =
  "The form did not load. Check your connection and open the form on its own page, or call us.";
export const intakeOpenPage = "Open the form on its own page";
