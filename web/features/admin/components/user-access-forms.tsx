import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { Role } from "../api/session";
import { updateUser, type StaffUser } from "../api/users";
import { roleDescriptions, roleLabels } from "../roles";
import { ErrorAlert, StatusMessage } from "./error-alert";
import { useAdminSession } from "./session-context";
import { adminButton, adminLabel, adminSecondaryButton } from "./styles";
import { useAdminAction } from "./use-admin-action";

const roleChoices: Role[] = ["intake", "admin"];

/** Changes another user's role. */
export function RoleForm({ user }: { user: StaffUser }) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction("changing the role");
  const [saved, setSaved] = useState<string | null>(null);
  const [choice, setChoice] = useState<Role>(user.role);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const role = choice;
    if ((await run(() => updateUser(user.username, { role }, csrfToken))).ok) {
      setSaved(`Role saved: ${roleLabels[role]}.`);
      await revalidator.revalidate();
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <fieldset>
        <legend className={adminLabel}>Role</legend>
        <div className="mt-1 space-y-2">
          {roleChoices.map((role) => (
            <div key={role} className="flex items-start gap-2">
              <input
                id={`${id}-${role}`}
                type="radio"
                name="role"
                value={role}
                checked={choice === role}
                onChange={() => setChoice(role)}
                aria-describedby={`${id}-${role}-hint`}
                className="mt-1 size-5"
              />
              <div>
                <label htmlFor={`${id}-${role}`} className="font-semibold">
                  {roleLabels[role]}
                </label>
                <p id={`${id}-${role}-hint`} className="text-sm text-slate-700">
                  {roleDescriptions[role]}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={adminButton} disabled={pending}>
        {pending ? "Saving…" : "Save role"}
      </button>
      <StatusMessage message={saved} />
      <ErrorAlert message={error} />
    </form>
  );
}

/** Disables an account (it can no longer sign in) or enables it again. */
export function DisableToggle({ user }: { user: StaffUser }) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction(
    user.disabled ? "enabling the account" : "disabling the account",
  );
  const [saved, setSaved] = useState<string | null>(null);

  async function toggle() {
    setSaved(null);
    const disabled = !user.disabled;
    if ((await run(() => updateUser(user.username, { disabled }, csrfToken))).ok) {
      setSaved(disabled ? "The account is disabled." : "The account is enabled again.");
      await revalidator.revalidate();
    }
  }

  return (
    <div className="space-y-3">
      <p>
        {user.disabled
          ? "This account is disabled: it cannot sign in. Enable it to let the person sign in again with their password and app."
          : "Disabling stops this person from signing in, for example when they leave the firm. You can enable the account again later."}
      </p>
      <button type="button" className={adminSecondaryButton} disabled={pending} onClick={toggle}>
        {pending ? "Saving…" : user.disabled ? "Enable account" : "Disable account"}
      </button>
      <StatusMessage message={saved} />
      <ErrorAlert message={error} />
    </div>
  );
}
