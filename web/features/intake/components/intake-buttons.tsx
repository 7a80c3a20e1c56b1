import { useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useIntake } from "../intake-context";
import { CaseReviewWizard } from "./case-review-wizard";

const primary =
  "inline-flex min-h-12 items-center justify-center rounded-md bg-amber-400 px-6 text-lg font-semibold text-slate-950 hover:bg-amber-300";

/** Opens the case review wizard. Pages place it; the wizard itself lives in this feature. */
export function CaseReviewButton({
  children = "Free Case Review",
  className = primary,
}: {
  children?: ReactNode;
  className?: string;
}) {
  const { open } = useIntake();
  return (
    <button type="button" className={className} onClick={() => open("case-review")}>
      {children}
    </button>
  );
}

/** Opens the confidential sexual-harassment questionnaire. */
export function QuestionnaireButton({
  children = "Confidential Help",
  className = primary,
}: {
  children?: ReactNode;
  className?: string;
}) {
  const { open } = useIntake();
  return (
    <button type="button" className={className} onClick={() => open("harassment-questionnaire")}>
      {children}
    </button>
  );
}

/** Placed on /case-review: opens the wizard as soon as the page has loaded. */
export function OpenCaseReviewOnLoad() {
  const { open } = useIntake();
  useEffect(() => open("case-review"), [open]);
  return null;
}

/** The case review form laid out in the page instead of a modal (used on /form). */
export function CaseReviewInline() {
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="case-review-inline-title"
      className="rounded-xl border border-slate-200 p-6 shadow-sm"
    >
      <CaseReviewWizard
        titleId="case-review-inline-title"
        draftName="case-review-inline"
        restoreOnMount={false}
        onSubmitted={() => void navigate("/thank-you")}
      />
    </section>
  );
}
