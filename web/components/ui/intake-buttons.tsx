import type { ReactNode } from "react";
import { hrefOf } from "@/lib/base-path";
import { type IntakeForm, intakeHref, intakeOpenerAttribute } from "@/lib/intake-launcher";
import { chrome } from "@/content/chrome";
import { primaryButton } from "./styles";

type ButtonProps = { children?: ReactNode; className?: string };

/**
 * A real link to the form's page, so a tap before the script has arrived (or without it) still
 * reaches a working form; the site script makes a click open the form's dialog instead, and hover,
 * focus or touch start loading the form's code (features/intake/openers.ts).
 */
function LaunchLink({ form, children, className = primaryButton }: ButtonProps & { form: IntakeForm }) {
  return (
    <a href={hrefOf(intakeHref[form])} {...{ [intakeOpenerAttribute]: form }} className={className}>
      {children}
    </a>
  );
}

/** Opens the case review wizard. Pages place it; the wizard itself lives in features/intake. */
export function CaseReviewButton({ children = chrome.freeCaseReview, className }: ButtonProps) {
  return (
    <LaunchLink form="case-review" className={className}>
      {children}
    </LaunchLink>
  );
}

/** Opens the confidential sexual-harassment questionnaire. */
export function QuestionnaireButton({ children = "Confidential Help", className }: ButtonProps) {
  return (
    <LaunchLink form="harassment-questionnaire" className={className}>
      {children}
    </LaunchLink>
  );
}
