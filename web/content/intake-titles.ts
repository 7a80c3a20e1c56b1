import type { IntakeForm } from "../lib/intake-launcher";
import words from "#words/intake-titles";

// The intake forms' titles, apart from the rest of their copy (content/intake.ts): the dialog
// shows the title at once, while the form's code is still on its way. The words, in each
// language: content/words/<language>/intake-titles.ts, keyed by form id (lib/intake-launcher.ts).
export const intakeTitles: Record<IntakeForm, string> = words.titles;

export const intakeLoading = words.loading;
export const intakeLoadFailed = words.loadFailed;
export const intakeOpenPage = words.openPage;
