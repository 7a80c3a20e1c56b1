import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { Role } from "../../shared/api/session";
import { updateUser, type StaffUser } from "../api/users";
import { roleDescriptions, roleLabels } from "../../shared/roles";
import { ConfirmDialog } from "../../shared/components/confirm-dialog";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminButton, adminLabel, adminSecondaryButton } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

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

/**
 * Disables an account (it can no longer sign in), after asking in a dialog like the other actions
 * on the page, or enables it again at once (that needs no asking).
 */
export function DisableToggle({ user }: { user: StaffUser }) {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const disable = useAdminAction("disabling the account");
  const enable = useAdminAction("enabling the account");
  const [saved, setSaved] = useState<string | null>(null);
  const stateRef = useRef<HTMLParagraphElement>(null);
  const name = user.displayName || user.username;
  // The button that had the focus is replaced by the other one: the sentence saying the account's
  // state takes the focus once the page shows the change.
  const focusState = useRef(false);

  useEffect(() => {
    if (focusState.current) {
      focusState.current = false;
      stateRef.current?.focus();
    }
  }, [user.disabled]);

  async function changed(message: string) {
    setSaved(message);
    focusState.current = true;
    await revalidator.revalidate();
  }

  return (
    <div className="space-y-3">
      <p ref={stateRef} tabIndex={-1} className="focus:outline-none">
        {user.disabled
          ? "This account is disabled: it cannot sign in. Enable it to let the person sign in again with their password and app."
          : "Disabling stops this person from signing in, for example when they leave the firm. You can enable the account again later."}
      </p>
      {user.disabled ? (
        <button
          type="button"
          className={adminSecondaryButton}
          disabled={enable.pending}
          onClick={async () => {
            setSaved(null);
            const outcome = await enable.run(() => updateUser(user.username, { disabled: false }, csrfToken));
            if (outcome.ok) await changed("The account is enabled again.");
          }}
        >
          {enable.pending ? "Saving…" : "Enable account"}
        </button>
      ) : (
        <ConfirmDialog
          trigger="Disable account"
          title={`Disable the account of ${name}?`}
          confirm="Disable account"
          pending="Disabling…"
          onConfirm={async () => {
            setSaved(null);
            const outcome = await disable.run(() => updateUser(user.username, { disabled: true }, csrfToken));
            return outcome.ok ? null : outcome.message;
          }}
          onConfirmed={() => void changed("The account is disabled.")}
        >
          <p>
            {name} is signed out everywhere at once and cannot sign in again until an administrator enables
            the account. Nothing they recorded is removed.
          </p>
        </ConfirmDialog>
      )}
      <StatusMessage message={saved} />
      <ErrorAlert message={enable.error} />
    </div>
  );
}
