import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { CallLink } from "@/components/ui/call-link";
import { intakeLoadFailed, intakeLoading, intakeOpenPage, intakeTitles } from "@/content/intake-titles";
import { hrefOf } from "@/lib/base-path";
import { intakeHref, type IntakeForm } from "@/lib/intake-launcher";
import { useIntake } from "../intake-store";
import { loadCaseReviewWizard, loadHarassmentQuestionnaire } from "../load-forms";
import { goTo } from "@/lib/navigate";
import { thankYouPath } from "@/lib/intake-form/reference";
import { Modal } from "./modal";

/** What the dialog shows until the form's code is there: its title, and a polite status. */
function Waiting({ form, titleId, children }: { form: IntakeForm; titleId: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={titleId} className="text-2xl font-bold text-slate-900">
        {intakeTitles[form]}
      </h2>
      <div role="status" className="mt-6 text-slate-800">
        {children}
      </div>
    </div>
  );
}

/** A form whose code could not be downloaded: say so, and give the phone as the other way in. */
class LoadFailure extends Component<
  { form: IntakeForm; titleId: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    // The error names a script file, never anything the visitor typed.
    console.error("intake form failed to load", error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Waiting form={this.props.form} titleId={this.props.titleId}>
        <p>{intakeLoadFailed}</p>
        {/* A browser may remember a failed module download until the page reloads: the form's own
            page is a fresh load, so it is the way to retry. */}
        <a
          href={hrefOf(intakeHref[this.props.form])}
          className="mt-4 block font-semibold text-blue-800 underline"
        >
          {intakeOpenPage}
        </a>
        <CallLink className="mt-4 inline-flex min-h-12 items-center rounded-md bg-blue-800 px-6 text-lg font-semibold text-white hover:bg-blue-900" />
      </Waiting>
    );
  }
}

/**
 * A form whose code loads when the dialog opens (if intent or idle time has not fetched it already).
 * The lazy component is made here, above the Suspense boundary, once per opening: React.lazy keeps
 * a failed download for good (the failure view also links to the form's own page, a fresh load, in
 * case the browser remembers the failed module too), and a visitor whose connection dropped should get the form by closing
 * the dialog and opening it again.
 */
function Loaded<P extends object>({
  form,
  titleId,
  load,
  props,
}: {
  form: IntakeForm;
  titleId: string;
  load: () => Promise<ComponentType<P>>;
  props: P;
}) {
  const [Form] = useState(() => lazy(async () => ({ default: await load() })));
  return (
    <LoadFailure form={form} titleId={titleId}>
      <Suspense
        fallback={
          <Waiting form={form} titleId={titleId}>
            <p>{intakeLoading}</p>
          </Waiting>
        }
      >
        <Form {...props} />
      </Suspense>
    </LoadFailure>
  );
}

/** Mounted once, in its own root (dialog-root.tsx): the modal of whichever intake form is open. */
export function IntakeModals() {
  const { openForm, close, finish } = useIntake();
  const done = () => {
    finish();
    goTo(thankYouPath);
  };
  return (
    <>
      <Modal open={openForm === "case-review"} onClose={close} labelledBy="case-review-title">
        <Loaded
          form="case-review"
          titleId="case-review-title"
          load={() => loadCaseReviewWizard().then((m) => m.CaseReviewWizard)}
          props={{
            titleId: "case-review-title",
            draftName: "case-review",
            restoreOnMount: true,
            onSubmitted: done,
          }}
        />
      </Modal>
      <Modal open={openForm === "harassment-questionnaire"} onClose={close} labelledBy="questionnaire-title">
        <Loaded
          form="harassment-questionnaire"
          titleId="questionnaire-title"
          load={() => loadHarassmentQuestionnaire().then((m) => m.HarassmentQuestionnaire)}
          props={{ titleId: "questionnaire-title", onSubmitted: done, onClose: close }}
        />
      </Modal>
    </>
  );
}
