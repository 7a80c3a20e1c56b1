import { useId, useRef } from "react";
import { revokeAgreement, type Agreement, type AgreementWithText } from "../api/agreements";
import { canRevoke, canSend, stateText } from "../labels";
import { californiaTime } from "../../shared/time";
import { ConfirmDialog } from "../../shared/components/confirm-dialog";
import { useAdminSession } from "../../shared/components/session-context";
import { adminSecondaryButton } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";
import { SendAgreementDialog } from "./send-agreement-dialog";

const languageNames = { en: "English", es: "Spanish" } as const;

/**
 * One agreement of the lead: what it is, its state in plain words, and what can be done with it:
 * show its text and what happened to it; for an attorney, send it (or send it again with a new
 * link) and revoke the link.
 */
export function AgreementRow({
  form,
  id,
  agreement: a,
  title,
  onShow,
  onChanged,
}: {
  form: string;
  id: string;
  agreement: Agreement;
  title: string;
  onShow: () => void;
  /** The server's answer after sending or revoking: the row and the text shown are updated. */
  onChanged: (changed: AgreementWithText) => void;
}) {
  const { csrfToken, user } = useAdminSession();
  const uid = useId();
  const nameId = `${uid}-name`;
  const stateRef = useRef<HTMLParagraphElement>(null);
  const revoke = useAdminAction("revoking the link");
  // The answer is applied once the dialog has closed: the revoke button then goes, and the state
  // (now "Revoked") takes the focus.
  const revoked = useRef<AgreementWithText | null>(null);

  return (
    <li className="space-y-2 rounded-md border border-slate-300 p-3">
      <p id={nameId}>
        <span className="font-semibold">{title}</span> (version {a.version}, terms discussed in{" "}
        {languageNames[a.language]}), prepared by {a.preparedBy} on {californiaTime(a.preparedAt)}
      </p>
      <p ref={stateRef} tabIndex={-1} className="focus:outline-none">
        {stateText(a)}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={adminSecondaryButton} aria-describedby={nameId} onClick={onShow}>
          Show the text
        </button>
        {user.attorney && canSend(a) && (
          <SendAgreementDialog form={form} id={id} agreement={a} describedBy={nameId} onSent={onChanged} />
        )}
        {user.attorney && canRevoke(a) && (
          <ConfirmDialog
            trigger="Revoke the link"
            title="Revoke the worker's link?"
            confirm="Revoke the link"
            pending="Revoking…"
            describedBy={nameId}
            onConfirm={async () => {
              const outcome = await revoke.run(async () => {
                revoked.current = await revokeAgreement(form, id, a.id, csrfToken);
              });
              return outcome.ok ? null : outcome.message;
            }}
            onConfirmed={() => {
              if (revoked.current) onChanged(revoked.current);
              revoked.current = null;
              stateRef.current?.focus();
            }}
          >
            <p>
              The link stops working at once, and the reminders not yet sent are withdrawn. The agreement
              cannot be sent again after this: prepare a new one if the worker should still sign.
            </p>
          </ConfirmDialog>
        )}
      </div>
    </li>
  );
}
