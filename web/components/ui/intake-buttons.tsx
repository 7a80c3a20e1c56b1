import type { ReactNode } from "react";
import { type IntakeForm, useIntakeLauncher } from "@/lib/intake-launcher";
import { primaryButton } from "./styles";

type ButtonProps = { children?: ReactNode; className?: string };

function LaunchButton({ form, children, className = primaryButton }: ButtonProps & { form: IntakeForm }) {
  const { open } = useIntakeLauncher();
  return (
    <button type="button" className={className} onClick={() => open(form)}>
      {children}
    </button>
  );
}

/** Opens the case review wizard. Pages place it; the wizard itself lives in features/intake. */
export function CaseReviewButton({ children = "Free Case Review", className }: ButtonProps) {
  return (
    <LaunchButton form="case-review" className={className}>
      {children}
    </LaunchButton>
  );
}

/** Opens the confidential sexual-harassment questionnaire. */
export function QuestionnaireButton({ children = "Confidential Help", className }: ButtonProps) {
  return (
    <LaunchButton form="harassment-questionnaire" className={className}>
      {children}
    </LaunchButton>
  );
}
