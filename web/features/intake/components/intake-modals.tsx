import { useNavigate } from "react-router";
import { useIntake } from "../intake-context";
import { thankYouPath, thankYouState } from "../model/reference";
import type { SubmitReceipt } from "../use-intake-form";
import { CaseReviewWizard } from "./case-review-wizard";
import { HarassmentQuestionnaire } from "./harassment-questionnaire";
import { Modal } from "./modal";

/** Mounted once in the layout: the modal of whichever intake form is open. */
export function IntakeModals() {
  const { openForm, close, finish } = useIntake();
  const navigate = useNavigate();
  const done = (receipt: SubmitReceipt) => {
    finish();
    void navigate(thankYouPath, { state: thankYouState(receipt.reference) });
  };
  return (
    <>
      <Modal open={openForm === "case-review"} onClose={close} labelledBy="case-review-title">
        <CaseReviewWizard
          titleId="case-review-title"
          draftName="case-review"
          restoreOnMount
          onSubmitted={done}
        />
      </Modal>
      <Modal open={openForm === "harassment-questionnaire"} onClose={close} labelledBy="questionnaire-title">
        <HarassmentQuestionnaire titleId="questionnaire-title" onSubmitted={done} onClose={close} />
      </Modal>
    </>
  );
}
