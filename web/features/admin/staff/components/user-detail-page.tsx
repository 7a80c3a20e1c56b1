import { useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { accountPath } from "../../shared/api/session";
import { endSessions, resetPassword, resetSecondFactor, type UserDetail } from "../api/users";
import { localTime } from "../../shared/time";
import { roleLabels } from "../../shared/roles";
import { AvailabilityForm } from "../../booking/components/availability-form";
import { ConfirmDialog } from "../../shared/components/confirm-dialog";
import { DetailSection, Details } from "../../shared/components/detail-section";
import { StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminLink } from "../../shared/components/styles";
import { TemporaryPassword } from "./temporary-password";
import { useAdminAction } from "../../shared/components/use-admin-action";
import { AttorneyForm } from "./attorney-form";
import { DisableToggle, RoleForm } from "./user-access-forms";
import { UserSessions } from "./user-sessions";
import { accountState } from "./users-page";

/**
 * One staff account for an administrator: its state, role, access, second factor, password and
 * sessions. Your own role and access cannot be changed here (the server refuses it too), so that
 * the firm never locks out its last administrator by mistake.
 */
export function UserDetailPage({ detail }: { detail: UserDetail }) {
  const { user, sessions } = detail;
  const session = useAdminSession();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const self = user.username === session.user.username;
  const name = user.displayName || user.username;
  const [done, setDone] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const issuedPassword = useRef("");
  const resetFactor = useAdminAction("resetting the authenticator app");
  const resetPass = useAdminAction("resetting the password");
  const signOut = useAdminAction("signing out everywhere");

  /** After an action that ended the user's sessions: yours too, if it was your account. */
  async function afterSessionsEnded(message: string) {
    if (self) {
      navigate("/admin/login?signedOut=1", { replace: true });
      return;
    }
    setDone(message);
    await revalidator.revalidate();
  }

  return (
    <div className="space-y-6">
      <p>
        <Link to="/admin/users" className={adminLink}>
          Back to all users
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-bold break-words">{name}</h1>
        <p className="mt-1">
          User name {user.username}. {self ? "This is your own account." : ""}
        </p>
      </header>
      <StatusMessage message={done} />

      <DetailSection title="Account">
        <Details
          rows={[
            ["Role", roleLabels[user.role]],
            ["Account", accountState(user)],
            ["Authenticator app", user.secondFactor ? "Set up" : "Not set up yet (at their next sign-in)"],
            [
              "Password",
              user.mustChangePassword ? "Temporary: to be changed at their next sign-in" : "Chosen by them",
            ],
            ["Added", <time dateTime={user.createdAt}>{localTime(user.createdAt)}</time>],
          ]}
        />
      </DetailSection>

      <DetailSection title="Role and access">
        {self ? (
          <p>
            You cannot change your own role or disable your own account. Ask another administrator if this
            needs to change.
          </p>
        ) : (
          <div className="space-y-6">
            <RoleForm user={user} />
            <DisableToggle user={user} />
          </div>
        )}
      </DetailSection>

      {!self && (
        <DetailSection title="Attorney">
          <AttorneyForm user={user} />
        </DetailSection>
      )}

      <DetailSection title={self ? "When you take calls" : "When they take calls"}>
        <p className="mb-4">
          {self ? "Your" : `${name}’s`} weekly hours, days off and languages for booked calls. Workers who
          book a call pick a time in these hours, and the call is {self ? "yours" : "theirs"}.
        </p>
        <AvailabilityForm key={user.username} username={user.username} name={name} self={self} />
      </DetailSection>

      <DetailSection title="Authenticator app">
        <p className="mb-3">
          If {self ? "you lost your" : `${name} lost their`} phone, reset the app: every session of this
          account ends, and the next sign-in sets up an app again with new recovery codes.
        </p>
        <ConfirmDialog
          trigger="Reset authenticator app"
          title={`Reset the authenticator app of ${name}?`}
          confirm="Reset the app"
          pending="Resetting…"
          onConfirm={async () => {
            const outcome = await resetFactor.run(() => resetSecondFactor(user.username, session.csrfToken));
            if (outcome.ok) await afterSessionsEnded("The authenticator app was reset. All sessions ended.");
            return outcome.ok ? null : outcome.message;
          }}
        >
          <p>
            The codes from the old app and the old recovery codes stop working at once.{" "}
            {self ? "You will be signed out now." : `${name} is signed out everywhere.`} At the next sign-in,
            the password is asked first, then a new app is set up.
          </p>
        </ConfirmDialog>
      </DetailSection>

      <DetailSection title="Password">
        {self ? (
          <p>
            Change your own password on{" "}
            <Link to={accountPath} className={adminLink}>
              your account page
            </Link>
            .
          </p>
        ) : (
          <div className="space-y-4">
            <p>
              If {name} forgot their password, give them a temporary one. They choose their own at sign-in.
            </p>
            {temporary && (
              <TemporaryPassword
                name={name}
                username={user.username}
                password={temporary}
                onDone={() => setTemporary(null)}
              />
            )}
            <ConfirmDialog
              trigger="Reset password"
              title={`Reset the password of ${name}?`}
              confirm="Reset the password"
              pending="Resetting…"
              onConfirm={async () => {
                setTemporary(null);
                const outcome = await resetPass.run(async () => {
                  issuedPassword.current = await resetPassword(user.username, session.csrfToken);
                });
                if (outcome.ok) await afterSessionsEnded("The password was reset. All sessions ended.");
                return outcome.ok ? null : outcome.message;
              }}
              // Shown once the dialog is closed, so that it can take the focus.
              onConfirmed={() => setTemporary(issuedPassword.current)}
            >
              <p>
                Their current password stops working at once and they are signed out everywhere. You will see
                a temporary password to pass on to them.
              </p>
            </ConfirmDialog>
          </div>
        )}
      </DetailSection>

      <DetailSection title="Sessions">
        <UserSessions sessions={sessions} />
        <div className="mt-4">
          <ConfirmDialog
            trigger="Sign out everywhere"
            title={self ? "Sign yourself out everywhere?" : `Sign ${name} out everywhere?`}
            confirm="Sign out everywhere"
            pending="Signing out…"
            onConfirm={async () => {
              const outcome = await signOut.run(() => endSessions(user.username, session.csrfToken));
              if (outcome.ok) await afterSessionsEnded("Signed out everywhere.");
              return outcome.ok ? null : outcome.message;
            }}
          >
            <p>
              {self
                ? "Every browser signed in to your account is signed out, this one included. Use it if you left a session open somewhere."
                : `Every browser signed in as ${name} is signed out. They can sign in again with their password and app.`}
            </p>
          </ConfirmDialog>
        </div>
      </DetailSection>
    </div>
  );
}
