import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { updateUser, type StaffUser } from "../api/users";
import { AdminField, FieldProblem } from "../../shared/components/admin-field";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminButton, adminInput } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

/**
 * Whether another user is an attorney: their State Bar of California number, or empty for
 * someone who is not one (issue 54). Only an attorney sends a fee agreement and signs it for the
 * firm; the number is printed beside that signature.
 */
export function AttorneyForm({ user }: { user: StaffUser }) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction("saving the State Bar number");
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    setProblem(undefined);
    const typed = String(new FormData(event.currentTarget).get("barNumber") ?? "").trim();
    const outcome = await run(() => updateUser(user.username, { barNumber: typed || null }, csrfToken));
    if (outcome.ok) {
      setSaved(typed ? "Saved: an attorney, with this State Bar number." : "Saved: not an attorney.");
      await revalidator.revalidate();
    } else {
      setProblem(outcome.fieldErrors.barNumber?.[0]);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="max-w-md space-y-3">
      <AdminField id={`${id}-bar`} label="State Bar of California number">
        <input
          id={`${id}-bar`}
          name="barNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          defaultValue={user.barNumber ?? ""}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[`${id}-bar-hint`, problem ? `${id}-bar-error` : ""].filter(Boolean).join(" ")}
          className={adminInput}
        />
        <p id={`${id}-bar-hint`} className="mt-1 text-sm text-slate-700">
          Only for an attorney: up to 6 digits. Only an attorney can send a fee agreement and sign it for the
          firm. Leave it empty if this person is not an attorney.
        </p>
        <FieldProblem id={`${id}-bar-error`} message={problem} />
      </AdminField>
      <button type="submit" className={adminButton} disabled={pending}>
        {pending ? "Saving…" : "Save"}
      </button>
      <StatusMessage message={saved} />
      <ErrorAlert message={problem ? null : error} />
    </form>
  );
}
