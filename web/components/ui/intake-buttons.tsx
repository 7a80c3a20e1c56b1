import type { MouseEvent, ReactNode } from "react";
import { type IntakeForm, intakeHref, useIntakeLauncher } from "@/lib/intake-launcher";
import { chrome } from "@/content/chrome";
import { primaryButton } from "./styles";

type ButtonProps = { children?: ReactNode; className?: string };

/** A click the browser should handle itself: another button, or a modifier (new tab, window). */
const wantsBrowser = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A real link to the form's page, so a tap before the script has arrived (or without it) still
 * reaches a working form; once the page is live the click opens the form's dialog instead, and
 * hover, focus or touch starts loading the form's code.
 */
function LaunchLink({ form, children, className = primaryButton }: ButtonProps & { form: IntakeForm }) {
  const { open, prepare } = useIntakeLauncher();
  return (
    <a
      href={intakeHref[form]}
      className={className}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
      onClick={(event) => {
        if (wantsBrowser(event)) return;
        event.preventDefault();
        open(form);
      }}
    >
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
