import { useIntake } from "../intake-context";
import { Modal } from "./modal";

/** Mounted once in the layout: the modal of whichever intake form is open. */
export function IntakeModals() {
  const { openForm, close } = useIntake();
  return (
    <>
      <Modal open={openForm === "case-review"} onClose={close} labelledBy="case-review-title">
        <h2 id="case-review-title" className="text-2xl font-bold">
          Free case review
        </h2>
        <p className="mt-2 text-slate-700">The case review form is being built.</p>
      </Modal>
      <Modal open={openForm === "harassment-questionnaire"} onClose={close} labelledBy="questionnaire-title">
        <h2 id="questionnaire-title" className="text-2xl font-bold">
          Confidential help
        </h2>
        <p className="mt-2 text-slate-700">The questionnaire is being built.</p>
      </Modal>
    </>
  );
}
