import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { setStatus } from "../api/lead-detail";
import { statuses } from "../api/leads";
import { statusLabel } from "../labels";
import { AdminField } from "../../shared/components/admin-field";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminButton, adminInput, phoneTarget } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

/** The lead's pipeline status as a select, saved on submit. */
export function LeadStatusForm({ form, id, status }: { form: string; id: string; status: string }) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction("saving the status");
  const [saved, setSaved] = useState<string | null>(null);
  const selectId = useId();
  // The select follows the stored status when it changes (after a save, or another staff member's
  // change on revalidation) without remounting the form, so the "saved" message stays announced.
  const [choice, setChoice] = useState(status);
  const [storedStatus, setStoredStatus] = useState(status);
  if (status !== storedStatus) {
    setStoredStatus(status);
    setChoice(status);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = choice;
    setSaved(null);
    if ((await run(() => setStatus(form, id, next, csrfToken))).ok) {
      setSaved(`Status saved: ${statusLabel(next)}.`);
      await revalidator.revalidate();
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <AdminField id={selectId} label="Lead status">
        <select
          id={selectId}
          name="status"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className={`${adminInput} ${phoneTarget}`}
        >
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
          {!(statuses as readonly string[]).includes(status) && (
            <option value={status}>{statusLabel(status)}</option>
          )}
        </select>
      </AdminField>
      <button type="submit" className={`${adminButton} ${phoneTarget}`} disabled={pending}>
        {pending ? "Saving…" : "Save status"}
      </button>
      <div className="w-full">
        <StatusMessage message={saved} />
        <ErrorAlert message={error} />
      </div>
    </form>
  );
}
