import { useEffect } from "react";
import { useIntake } from "../intake-context";

/**
 * Placed on /case-review: opens the wizard as soon as the page has loaded. Apart from the in-page
 * form (case-review-on-page.tsx) so that /case-review loads the wizard's code like any other page,
 * through the dialog, and not before interaction.
 */
export function OpenCaseReviewOnLoad() {
  const { open } = useIntake();
  useEffect(() => open("case-review"), [open]);
  return null;
}
