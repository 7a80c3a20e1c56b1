import { redirect } from "react-router";
import { AdminApiError } from "./api/request";
import { accountPath, enrolPath, getSession, loginPath, type AdminSession } from "./api/session";

// What every client loader of the staff routes (app/routes/admin/*) shares, and the signed-in
// layout's own. A 401 anywhere becomes a redirect to the sign-in page that comes back to the same
// URL afterwards. Each part of the staff area has its own loaders beside it (leads/loaders.ts, ...).

export const isUnauthorized = (error: unknown) =>
  error instanceof AdminApiError && error.kind === "unauthorized";

export async function withSignIn<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isUnauthorized(error)) {
      const url = new URL(request.url);
      throw redirect(loginPath(url.pathname + url.search));
    }
    throw error;
  }
}

/**
 * The signed-in layout's session. Sign-in has steps (docs/admin-api.md): a session that has passed
 * the password only belongs on the code or set-up page, and one with a temporary password only on
 * the account page, where it is replaced.
 */
export async function staffLoader({ request }: { request: Request }): Promise<AdminSession> {
  const session = await withSignIn(request, getSession);
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  if (session.step === "enrol") throw redirect(enrolPath(here));
  if (session.step === "code") throw redirect(loginPath(here));
  if (session.step === "change-password" && url.pathname !== accountPath) throw redirect(accountPath);
  return session;
}
