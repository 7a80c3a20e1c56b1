import { useId, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { changePassword, minPasswordLength } from "../api/account";
import { roleLabels } from "../../shared/roles";
import {
  FewRecoveryCodesWarning,
  RecoveryCodesSection,
  useRecoveryCodesLeft,
} from "./account-recovery-codes";
import { OwnSessionsSection } from "./account-sessions";
import { AdminField } from "../../shared/components/admin-field";
import { AvailabilityForm } from "../../booking/components/availability-form";
import { CalendarFeedSection } from "../../booking/components/calendar-feed-section";
import { DetailSection, Details } from "../../shared/components/detail-section";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import {
  adminButton,
  adminHeading2,
  adminInput,
  adminLink,
  adminSection,
} from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";

const fields = ["currentPassword", "newPassword", "repeatPassword"] as const;
type Field = (typeof fields)[number];

const labels: Record<Field, string> = {
  currentPassword: "Current password",
  newPassword: "New password",
  repeatPassword: "New password again",
};

/** Plain-word checks before the server's own (which also refuses common passwords). */
function check(values: Record<Field, string>, username: string): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!values.currentPassword) problems.currentPassword = "Please type the password you signed in with.";
  if (values.newPassword.length < minPasswordLength)
    problems.newPassword = `Please use at least ${minPasswordLength} characters.`;
  else if (values.newPassword.trim().toLowerCase() === username.toLowerCase())
    problems.newPassword = "Please choose a password that is not your user name.";
  if (!problems.newPassword && values.repeatPassword !== values.newPassword)
    problems.repeatPassword = "The two new passwords are not the same. Please type it again.";
  return problems;
}

/**
 * The signed-in user's own account: who they are, when they take calls, their calendar feed, a
 * form to change the password, their recovery codes and where they are signed in. A session with a
 * temporary password sees only the password form, and goes on to the leads once it is changed.
 */
export function AccountPage() {
  const session = useAdminSession();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction("changing the password");
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const mustChange = session.step === "change-password";
  // Not asked with a temporary password: that session may only change it.
  const recovery = useRecoveryCodesLeft(!mustChange);

  function showProblems(found: Partial<Record<Field, string>>) {
    setProblems(found);
    const first = fields.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? "")])) as Record<
      Field,
      string
    >;
    setSaved(null);
    const found = check(values, session.user.username);
    showProblems(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await run(() =>
      changePassword(values.currentPassword, values.newPassword, session.csrfToken),
    );
    if (!outcome.ok) {
      const fromServer: Partial<Record<Field, string>> = {};
      for (const f of ["currentPassword", "newPassword"] as const) {
        const message = outcome.fieldErrors[f]?.[0];
        if (message) fromServer[f] = message;
      }
      showProblems(fromServer);
      return;
    }
    setFormKey((k) => k + 1);
    // The layout holds the session: load it again, now at step "ready" (and maybe a new token).
    await revalidator.revalidate();
    if (mustChange) navigate("/admin", { replace: true, state: { passwordChanged: true } });
    else setSaved("Your password was changed.");
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{mustChange ? "Choose your own password" : "Your account"}</h1>
      {!mustChange && <FewRecoveryCodesWarning left={recovery.left} />}
      {mustChange ? (
        <p className="rounded-md border-2 border-amber-700 bg-amber-50 p-3">
          You signed in with a temporary password. Please choose your own password now; after that you can
          work on leads.
        </p>
      ) : (
        <section aria-labelledby={`${id}-who`} className={adminSection}>
          <h2 id={`${id}-who`} className={adminHeading2}>
            Who you are signed in as
          </h2>
          <div className="mt-3">
            <Details
              rows={[
                ["Name", session.user.displayName || "—"],
                ["User name", session.user.username],
                ["Role", roleLabels[session.user.role]],
              ]}
            />
          </div>
        </section>
      )}
      {!mustChange && (
        <DetailSection title="When you take calls">
          <p className="mb-4">
            Workers who book a call pick a time in these hours. A booked call is yours: it shows under{" "}
            <Link to="/admin/calls?view=mine" className={adminLink}>
              My calls
            </Link>
            .
          </p>
          <AvailabilityForm
            username={session.user.username}
            name={session.user.displayName || session.user.username}
            self
          />
        </DetailSection>
      )}
      {!mustChange && <CalendarFeedSection />}
      <section aria-labelledby={`${id}-password`} className={adminSection}>
        <h2 id={`${id}-password`} className={adminHeading2}>
          Change your password
        </h2>
        <p className="mt-2" id={`${id}-rules`}>
          At least {minPasswordLength} characters. A few unrelated words with spaces are easy to remember and
          hard to guess. Common passwords and your user name are refused.
        </p>
        <form
          key={formKey}
          ref={formRef}
          method="post"
          noValidate
          onSubmit={submit}
          className="mt-4 max-w-md space-y-4"
        >
          {/* For password managers: whose password this is. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={session.user.username}
            readOnly
            hidden
          />
          {fields.map((field) => (
            <AdminField
              key={field}
              id={`${id}-${field}`}
              label={field === "currentPassword" && mustChange ? "Temporary password" : labels[field]}
            >
              <input
                id={`${id}-${field}`}
                name={field}
                type="password"
                autoComplete={field === "currentPassword" ? "current-password" : "new-password"}
                required
                aria-invalid={problems[field] ? true : undefined}
                aria-describedby={
                  [
                    field === "newPassword" ? `${id}-rules` : "",
                    problems[field] ? `${id}-${field}-error` : "",
                  ]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
                className={adminInput}
              />
              {problems[field] && (
                <p id={`${id}-${field}-error`} className="mt-1 font-semibold text-red-800">
                  {problems[field]}
                </p>
              )}
            </AdminField>
          ))}
          <button type="submit" className={adminButton} disabled={pending}>
            {pending ? "Changing…" : "Change password"}
          </button>
          <StatusMessage message={saved} />
          {/* Field problems are shown at their fields; anything else here. */}
          <ErrorAlert message={Object.keys(problems).length > 0 ? null : error} />
        </form>
      </section>
      {!mustChange && (
        <RecoveryCodesSection left={recovery.left} loadError={recovery.loadError} onMade={recovery.setLeft} />
      )}
      {!mustChange && <OwnSessionsSection />}
    </div>
  );
}
