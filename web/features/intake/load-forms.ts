// The intake forms' code (their steps, validation schemas and zod) is not part of any page's first
// download: it loads when someone shows intent (hover, focus or touch of an opener), when the
// browser is idle after the page is shown, or at the latest when a form opens.
export const loadCaseReviewWizard = () => import("./components/case-review-wizard");
export const loadHarassmentQuestionnaire = () => import("./components/harassment-questionnaire");

let prepared = false;
export function prepareIntakeForms(): void {
  if (prepared) return;
  prepared = true;
  // A failed download is retried by the dialog itself (React.lazy calls the loader again).
  loadCaseReviewWizard().catch(() => (prepared = false));
  loadHarassmentQuestionnaire().catch(() => (prepared = false));
}
