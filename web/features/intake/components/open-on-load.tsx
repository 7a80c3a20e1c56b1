/**
 * Placed on /case-review: asks the site script's openers (features/intake/openers.ts) to open the
 * wizard as soon as the page has loaded. Apart from the in-page form (case-review-on-page.tsx) so
 * that /case-review loads the wizard's code like any other page, through the dialog, and not before
 * interaction.
 */
export function OpenCaseReviewOnLoad() {
  return <span hidden data-intake-open-on-load="case-review" />;
}
