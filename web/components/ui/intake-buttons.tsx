import type { ReactNode } from "react";
import { useIntakeLauncher } from "@/lib/intake-launcher";
import { primaryButton } from "./styles";

/** Opens the case review wizard. Pages place it; the wizard itself lives in features/intake. */
export function CaseReviewButton({
  children = "Free Case Review",
  className = primaryButton,
}: {
  children?: ReactNode;
  className?: string;
}) {
  const { open } = useIntakeLauncher();
  return (
    <button type="button" className={className} onClick={() => open("case-review")}>
      {children}
    </button>
  );
}

/** Opens the confidential sexual-harassment questionnaire. */
export function QuestionnaireButton({
  children = "Confidential Help",
  className = primaryButton,
}: {
  children?: ReactNode;
  className?: string;
}) {
  const { open } = useIntakeLauncher();
  return (
    <button type="button" className={className} onClick={() => open("harassment-questionnaire")}>
      {children}
    </button>
  );
}
