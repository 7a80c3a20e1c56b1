import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { cleanCode } from "../api/enrolment";
import { AdminApiError } from "../../shared/api/request";
import { landingPath, logout, verifySecondFactor, type AdminSession } from "../../shared/api/session";
import { errorMessage } from "../../shared/copy";
import { loginCopy } from "../copy";
import { AdminField } from "../../shared/components/admin-field";
import { AppCodeInput } from "./app-code-input";
import { ErrorAlert } from "../../shared/components/error-alert";
import { adminButton, adminInput, adminLink, adminSecondaryButton } from "../../shared/components/styles";

/** The second step of sign-in: the app's 6-digit code, or one of the saved recovery codes. */
export function SecondFactorStep({
  session,
  next,
  onRestart,
}: {
  session: AdminSession;
  next: string | null;
  /** Back to the password step (after the half-done session was ended). */
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const [recovery, setRecovery] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Focus follows the step: onto the field that is new on the screen.
  useEffect(() => {
    inputRef.current?.focus();
  }, [recovery]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = cleanCode(String(new FormData(event.currentTarget).get("code") ?? ""));
    if (!typed) {
      setError(recovery ? "Please type a recovery code." : "Please type the 6-digit code from the app.");
      return;
    }
    setPending(true);
    setError(null);
    try {
      const done = await verifySecondFactor(
        recovery ? { recoveryCode: typed } : { code: typed },
        session.csrfToken,
      );
      navigate(landingPath(done.step, next), { replace: true });
    } catch (caught) {
      setPending(false);
      if (caught instanceof AdminApiError && caught.kind === "unauthorized") {
        setError(caught.serverMessage() ?? (recovery ? loginCopy.wrongRecoveryCode : loginCopy.wrongCode));
      } else {
        setError(errorMessage(caught, "checking the code"));
      }
    }
  }

  async function restart() {
    // Ends the half-done session; if that fails the server ends it on its own soon enough.
    await logout(session.csrfToken).catch(() => undefined);
    onRestart();
  }

  const fieldId = recovery ? "admin-recovery-code" : "admin-code";
  return (
    <>
      <p className="mt-2">{recovery ? loginCopy.recoveryIntro : loginCopy.codeIntro}</p>
      <ErrorAlert message={error} />
      <form method="post" noValidate onSubmit={submit} className="mt-4 space-y-4">
        {recovery ? (
          <AdminField id={fieldId} label="Recovery code">
            <input
              key={fieldId}
              ref={inputRef}
              id={fieldId}
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={`${fieldId}-hint`}
              required
              className={adminInput}
            />
            <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-700">
              It looks like abcd-efgh-jkmn-pqrs.
            </p>
          </AdminField>
        ) : (
          <AdminField id={fieldId} label="6-digit code">
            <AppCodeInput key={fieldId} inputRef={inputRef} id={fieldId} />
          </AdminField>
        )}
        <button type="submit" className={adminButton} disabled={pending}>
          {pending ? "Checking…" : "Continue"}
        </button>
      </form>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={adminLink}
          onClick={() => {
            setError(null);
            setRecovery((r) => !r);
          }}
        >
          {recovery ? "Use a code from the app instead" : "Use a recovery code instead"}
        </button>
        <button type="button" className={adminSecondaryButton} onClick={restart}>
          Cancel sign-in
        </button>
      </div>
      {!recovery && (
        <p className="mt-4 text-sm text-slate-700">
          Lost your phone and your recovery codes? Ask an administrator to reset your second factor.
        </p>
      )}
    </>
  );
}
