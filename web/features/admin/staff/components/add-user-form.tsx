import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { Role } from "../../shared/api/session";
import { addUser, type CreatedUser } from "../api/users";
import { roleDescriptions, roleLabels } from "../../shared/roles";
import { AdminField, FieldProblem } from "../../shared/components/admin-field";
import { ErrorAlert } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminButton, adminInput, adminLabel } from "../../shared/components/styles";
import { TemporaryPassword } from "./temporary-password";
import { useAdminAction } from "../../shared/components/use-admin-action";

const fields = ["username", "displayName", "role"] as const;
type Field = (typeof fields)[number];
const roleChoices: Role[] = ["intake", "admin"];

/** Adds a staff account; the server makes a temporary password, shown here once. */
export function AddUserForm() {
  const { csrfToken } = useAdminSession();
  const revalidator = useRevalidator();
  const { pending, error, run } = useAdminAction("adding the user");
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const [formKey, setFormKey] = useState(0);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const username = String(data.get("username") ?? "")
      .trim()
      .toLowerCase();
    const displayName = String(data.get("displayName") ?? "").trim();
    const role = data.get("role") === "admin" ? "admin" : "intake";
    const found: Partial<Record<Field, string>> = {};
    if (!username) found.username = "Please type a user name.";
    if (!displayName) found.displayName = "Please type the person’s name.";
    setProblems(found);
    setCreated(null);
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLInputElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    let answer: CreatedUser | null = null;
    const outcome = await run(async () => {
      answer = await addUser({ username, displayName, role }, csrfToken);
    });
    if (!outcome.ok) {
      const fromServer: Partial<Record<Field, string>> = {};
      for (const f of fields) {
        const message = outcome.fieldErrors[f]?.[0];
        if (message) fromServer[f] = message;
      }
      setProblems(fromServer);
      const first = fields.find((f) => fromServer[f]);
      if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFormKey((k) => k + 1);
    setCreated(answer);
    await revalidator.revalidate();
  }

  const describe = (field: Field, hint?: string) =>
    [hint, problems[field] ? `${id}-${field}-error` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <>
      {created && (
        <div className="mb-6">
          <TemporaryPassword
            name={created.user.displayName || created.user.username}
            username={created.user.username}
            password={created.temporaryPassword}
            onDone={() => setCreated(null)}
          />
        </div>
      )}
      <form key={formKey} method="post" noValidate onSubmit={submit} className="max-w-xl space-y-4">
        <AdminField id={`${id}-username`} label="User name">
          <input
            id={`${id}-username`}
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={64}
            aria-invalid={problems.username ? true : undefined}
            aria-describedby={describe("username", `${id}-username-hint`)}
            className={adminInput}
          />
          <p id={`${id}-username-hint`} className="mt-1 text-sm text-slate-700">
            What they type to sign in: 3 to 64 lower-case letters, digits, dots, dashes or underscores, for
            example maria.lopez.
          </p>
          <FieldProblem id={`${id}-username-error`} message={problems.username} />
        </AdminField>
        <AdminField id={`${id}-displayName`} label="Full name">
          <input
            id={`${id}-displayName`}
            name="displayName"
            autoComplete="off"
            required
            maxLength={200}
            aria-invalid={problems.displayName ? true : undefined}
            aria-describedby={describe("displayName")}
            className={adminInput}
          />
          <FieldProblem id={`${id}-displayName-error`} message={problems.displayName} />
        </AdminField>
        <fieldset aria-describedby={describe("role")}>
          <legend className={adminLabel}>Role</legend>
          <div className="mt-1 space-y-2">
            {roleChoices.map((role) => (
              <div key={role} className="flex items-start gap-2">
                <input
                  id={`${id}-role-${role}`}
                  type="radio"
                  name="role"
                  value={role}
                  defaultChecked={role === "intake"}
                  aria-describedby={`${id}-role-${role}-hint`}
                  className="mt-1 size-5"
                />
                <div>
                  <label htmlFor={`${id}-role-${role}`} className="font-semibold">
                    {roleLabels[role]}
                  </label>
                  <p id={`${id}-role-${role}-hint`} className="text-sm text-slate-700">
                    {roleDescriptions[role]}
                  </p>
                </div>
              </div>
            ))}
          </div>
          <FieldProblem id={`${id}-role-error`} message={problems.role} />
        </fieldset>
        <button type="submit" className={adminButton} disabled={pending}>
          {pending ? "Adding…" : "Add user"}
        </button>
        <ErrorAlert message={Object.keys(problems).length > 0 ? null : error} />
      </form>
    </>
  );
}
