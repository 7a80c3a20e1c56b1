import { useCallback, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AdminApiError, type FieldErrors } from "../api/request";
import { loginPath } from "../api/session";
import { errorMessage } from "../copy";

/**
 * Runs one state-changing call for a form: tracks whether it is in flight, turns a failure into a
 * message, and sends the user to the sign-in page (coming back here after) when the session has
 * ended. Resolves to whether the call succeeded (so a form clears itself only then), the
 * message shown when it did not, and the server's messages per field (to show at the fields).
 */
export type ActionOutcome = { ok: boolean; message: string | null; fieldErrors: FieldErrors };

export function useAdminAction(action: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (call: () => Promise<unknown>): Promise<ActionOutcome> => {
      setPending(true);
      setError(null);
      try {
        await call();
        return { ok: true, message: null, fieldErrors: {} };
      } catch (caught) {
        if (caught instanceof AdminApiError && caught.kind === "unauthorized") {
          navigate(loginPath(location.pathname + location.search));
          return { ok: false, message: null, fieldErrors: {} };
        }
        const message = errorMessage(caught, action);
        setError(message);
        return { ok: false, message, fieldErrors: caught instanceof AdminApiError ? caught.fieldErrors : {} };
      } finally {
        setPending(false);
      }
    },
    [action, location.pathname, location.search, navigate],
  );

  return { pending, error, run, setError };
}
