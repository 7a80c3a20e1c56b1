import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AdminApiError } from "../../shared/api/request";
import { landingPath, login, type AdminSession } from "../../shared/api/session";
import { errorMessage } from "../../shared/copy";
import { loginCopy } from "../copy";
import { AdminField } from "../../shared/components/admin-field";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { SecondFactorStep } from "./second-factor-step";
import { StaffFrame } from "../../shared/components/staff-layout";
import { adminButton, adminInput, adminSection } from "../../shared/components/styles";

function loginError(error: unknown): string {
  if (error instanceof AdminApiError && error.kind === "unauthorized") {
    return error.serverMessage() ?? loginCopy.wrongCredentials;
  }
  return errorMessage(error, "signing in");
}

/**
 * Sign-in in two steps: user name and password, then the code from the authenticator app (or a
 * recovery code). `pending` is a session that has passed the password already, for example when
 * the page was reloaded between the two steps.
 */
export function LoginPage({ pending }: { pending: AdminSession | null }) {
  const [searchParams] = useSearchParams();
  const next = searchParams.get("next");
  const [codeSession, setCodeSession] = useState(pending);
  // A new load of the page (its loader ran again) starts from what the server says now.
  const [loaded, setLoaded] = useState(pending);
  if (pending !== loaded) {
    setLoaded(pending);
    setCodeSession(pending);
  }

  return (
    <StaffFrame session={null}>
      <div className={`${adminSection} mx-auto max-w-md`}>
        <h1 className="text-2xl font-bold">{loginCopy.heading}</h1>
        {codeSession ? (
          <SecondFactorStep session={codeSession} next={next} onRestart={() => setCodeSession(null)} />
        ) : (
          <PasswordStep next={next} onCodeNeeded={setCodeSession} />
        )}
      </div>
    </StaffFrame>
  );
}

function PasswordStep({
  next,
  onCodeNeeded,
}: {
  next: string | null;
  onCodeNeeded: (session: AdminSession) => void;
}) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notice = searchParams.has("signedOut") ? loginCopy.signedOut : next ? loginCopy.sessionEnded : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get("username") ?? "").trim();
    const password = String(data.get("password") ?? "");
    if (!username || !password) {
      setError("Please enter your user name and password.");
      return;
    }
    setPending(true);
    setError(null);
    try {
      const session = await login(username, password);
      if (session.step === "code") {
        onCodeNeeded(session);
        return;
      }
      navigate(landingPath(session.step, next), { replace: true });
    } catch (caught) {
      setError(loginError(caught));
      setPending(false);
    }
  }

  return (
    <>
      <p className="mt-2">{loginCopy.intro}</p>
      <StatusMessage message={notice} />
      <ErrorAlert message={error} />
      <form method="post" noValidate onSubmit={submit} className="mt-4 space-y-4">
        <AdminField id="admin-username" label="User name">
          <input
            id="admin-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            className={adminInput}
          />
        </AdminField>
        <AdminField id="admin-password" label="Password">
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={adminInput}
          />
        </AdminField>
        <button type="submit" className={adminButton} disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </>
  );
}
