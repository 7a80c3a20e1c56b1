import { redirect } from "react-router";
import { AdminApiError, type FieldErrors } from "../shared/api/request";
import { getSession, landingPath, loginPath, safeNextPath, type AdminSession } from "../shared/api/session";
import { errorMessage } from "../shared/copy";
import { isUnauthorized, withSignIn } from "../shared/loaders";
import { auditFiltersFromSearch, getAudit, type AuditFilters, type AuditPage } from "./api/audit";
import { startEnrolment, type Enrolment } from "./api/enrolment";
import { getUser, listUsers } from "./api/users";

// The client loaders of sign-in, set-up, the staff accounts and the audit log.

/** The sign-in page: a session that waits for its code continues there; any other moves on. */
export async function loginLoader({
  request,
}: {
  request: Request;
}): Promise<{ pending: AdminSession | null }> {
  const next = new URL(request.url).searchParams.get("next");
  let session: AdminSession;
  try {
    session = await getSession();
  } catch {
    // Signed out (or the server cannot be reached): the password form, which says what went wrong.
    return { pending: null };
  }
  if (session.step === "code") return { pending: session };
  throw redirect(landingPath(session.step, next));
}

export type EnrolData = { session: AdminSession; enrolment: Enrolment; next: string | null };

/**
 * The set-up page: only for a session that has passed the password and has no second factor yet.
 * Each load asks the server for the pending secret (the same one until it is confirmed or reset), so
 * the QR code shown is always the one it expects, also after a reload.
 */
export async function enrolLoader({ request }: { request: Request }): Promise<EnrolData> {
  const next = new URL(request.url).searchParams.get("next");
  let session: AdminSession;
  try {
    session = await getSession();
  } catch (error) {
    if (isUnauthorized(error)) throw redirect(next ? loginPath(safeNextPath(next)) : "/admin/login");
    throw error;
  }
  if (session.step !== "enrol") throw redirect(landingPath(session.step, next));
  const enrolment = await startEnrolment(session.csrfToken);
  return { session, enrolment, next };
}

export type AuditData = {
  filters: AuditFilters;
  audit: AuditPage | null;
  /** Why the page could not be loaded; the filters stay on screen to change them. */
  error: string | null;
  /** The server's words about a filter it refused (a date it cannot read), to show at that filter. */
  fieldErrors: FieldErrors;
};

export async function auditLoader({ request }: { request: Request }): Promise<AuditData> {
  const filters = auditFiltersFromSearch(new URL(request.url).searchParams);
  try {
    const audit = await withSignIn(request, () => getAudit(filters));
    return { filters, audit, error: null, fieldErrors: {} };
  } catch (error) {
    // Signed out, or an account that may not read the log: the route's own answer for that.
    if (error instanceof Response || (error instanceof AdminApiError && error.kind === "forbidden"))
      throw error;
    const fieldErrors = error instanceof AdminApiError && error.kind === "invalid" ? error.fieldErrors : {};
    return { filters, audit: null, error: errorMessage(error, "loading the audit log"), fieldErrors };
  }
}

export function usersLoader({ request }: { request: Request }) {
  return withSignIn(request, listUsers);
}

export function userLoader({ request, params }: { request: Request; params: { username?: string } }) {
  return withSignIn(request, () => getUser(params.username ?? ""));
}
