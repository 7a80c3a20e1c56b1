import { goTo } from "@/lib/navigate";
import { thankYouPath } from "@/lib/intake-form/reference";
import { CaseReviewWizard } from "./case-review-wizard";

// The buttons that open a form from any page are shared (components/ui/intake-buttons.tsx); this is
// the form's own placement on /form (/case-review opens the dialog: open-on-load.tsx).

/** The case review form laid out in the page instead of a modal (used on /form). */
export function CaseReviewInline() {
  return (
    <section
      aria-labelledby="case-review-inline-title"
      className="rounded-xl border border-slate-200 p-6 shadow-sm"
    >
      <CaseReviewWizard
        titleId="case-review-inline-title"
        draftName="case-review-inline"
        restoreOnMount={false}
        onSubmitted={() => goTo(thankYouPath)}
      />
    </section>
  );
}
