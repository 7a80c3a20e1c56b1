import { useId, useState, type FormEvent } from "react";
import { sendAgreement, type Agreement, type AgreementWithText } from "../api/agreements";
import { cleanCode } from "../../staff/api/enrolment";
import { AppCodeInput } from "../../staff/components/app-code-input";
import { AdminField, FieldProblem } from "../../shared/components/admin-field";
import { ErrorAlert } from "../../shared/components/error-alert";
import { ModalDialog } from "../../shared/components/modal-dialog";
import { useAdminSession } from "../../shared/components/session-context";
import { adminButton, adminSecondaryButton } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";
import { useModalDialog } from "../../shared/components/use-modal-dialog";

const codeHint = "Enter the 6-digit code from your authenticator app.";
const languageNames = { en: "English", es: "Spanish, with the English beside it" } as const;

/**
 * "Send to the worker" (a draft) or "Send again (new link)" (a sent, viewed or expired one), for
 * an attorney, in a modal dialog (see useModalDialog) that asks for a fresh code from their
 * authenticator app. A wrong or used code is said at the field; anything else the server refuses
 * (not an attorney, no way to reach the worker, too many attempts) above the buttons. On success
 * the dialog closes, focus goes back to its button, and `onSent` gets the server's answer.
 */
export function SendAgreementDialog({
  form,
  id,
  agreement,
  describedBy,
  onSent,
}: {
  form: string;
  id: string;
  agreement: Agreement;
  /** The agreement's name on the page, so the button says which one it sends. */
  describedBy?: string;
  onSent: (sent: AgreementWithText) => void;
}) {
  const { csrfToken } = useAdminSession();
  const uid = useId();
  const titleId = `${uid}-title`;
  const aboutId = `${uid}-about`;
  const codeId = `${uid}-code`;
  const errorId = `${uid}-code-error`;
  const send = useAdminAction("sending the agreement");
  const { setError } = send;
  const [problem, setProblem] = useState<string | null>(null);
  const again = agreement.state !== "draft";
  const { close, forceClose, initialFocusRef, ...dialog } = useModalDialog<HTMLInputElement>({
    busy: send.pending,
    onClose: () => {
      setProblem(null);
      setError(null);
    },
  });

  function showProblem(message: string) {
    setProblem(message);
    initialFocusRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = cleanCode(String(new FormData(event.currentTarget).get("code") ?? ""));
    if (!/^\d{6}$/.test(code)) {
      setError(null);
      showProblem(codeHint);
      return;
    }
    setProblem(null);
    const result: { sent?: AgreementWithText } = {};
    const outcome = await send.run(async () => {
      result.sent = await sendAgreement(form, id, agreement.id, code, csrfToken);
    });
    if (result.sent) {
      // Closed first, so focus is back on the button before the page shows what changed.
      forceClose();
      onSent(result.sent);
      return;
    }
    const atField = outcome.fieldErrors.code?.[0];
    if (atField) showProblem(atField);
  }

  return (
    <ModalDialog
      {...dialog}
      trigger={again ? "Send again (new link)" : "Send to the worker"}
      triggerClassName={again ? adminSecondaryButton : adminButton}
      describedBy={describedBy}
      titleId={titleId}
    >
      <form method="post" noValidate onSubmit={submit} className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {again ? "Send the agreement again with a new link?" : "Send the agreement to the worker?"}
        </h2>
        <div id={aboutId} className="space-y-2">
          <p>
            Sending <strong>signs the agreement for the firm</strong> under your name and State Bar number,
            and sends the worker a link to read and sign it by text and e-mail (e-mail only if they cannot be
            texted), in the agreement&apos;s language: {languageNames[agreement.language]}.
          </p>
          {again && <p>The new link ends the old one, and the reminders start again.</p>}
        </div>
        <AdminField id={codeId} label="6-digit code from your authenticator app">
          <AppCodeInput
            inputRef={initialFocusRef}
            id={codeId}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${aboutId} ${errorId}` : aboutId}
          />
          <FieldProblem id={errorId} message={problem} />
        </AdminField>
        {/* A wrong code is said at the field; anything else (not an attorney, no address) here. */}
        <ErrorAlert message={problem ? null : send.error} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={adminButton} disabled={send.pending}>
            {send.pending ? "Sending…" : "Sign and send"}
          </button>
          <button type="button" className={adminSecondaryButton} onClick={close}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
