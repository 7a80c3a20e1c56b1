import { redirect } from "react-router";
import { auditFiltersFromSearch, getAudit, type AuditFilters, type AuditPage } from "./api/audit";
import {
  callViewFromSearch,
  getLeadBooking,
  listCalls,
  type Call,
  type CallView,
  type LeadBooking,
} from "./api/calls";
import { startEnrolment, type Enrolment } from "./api/enrolment";
import { getThread, type Thread } from "./api/conversation";
import { getLead, type LeadDetail } from "./api/lead-detail";
import { filtersFromSearch, listLeads, type LeadFilters, type LeadList } from "./api/leads";
import { getReport, weeksFromSearch, type Report } from "./api/report";
import { AdminApiError, type FieldErrors } from "./api/request";
import {
  accountPath,
  enrolPath,
  getSession,
  landingPath,
  loginPath,
  safeNextPath,
  type AdminSession,
} from "./api/session";
import { getUser, listUsers } from "./api/users";
import { errorMessage } from "./copy";

// The client loaders of the staff routes (app/routes/admin/*). A 401 anywhere becomes a redirect
// to the sign-in page that comes back to the same URL afterwards.

const isUnauthorized = (error: unknown) => error instanceof AdminApiError && error.kind === "unauthorized";

async function withSignIn<T>(request: Request, load: () => Promise<T>): Promise<T> {
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

export type LeadsData = {
  filters: LeadFilters;
  list: LeadList | null;
  /** Why the list could not be loaded; the filters stay on screen so nothing typed is lost. */
  error: string | null;
};

export async function leadsLoader({ request }: { request: Request }): Promise<LeadsData> {
  const filters = filtersFromSearch(new URL(request.url).searchParams);
  try {
    const list = await withSignIn(request, () => listLeads(filters));
    return { filters, list, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { filters, list: null, error: errorMessage(error, "loading the leads") };
  }
}

export type LeadData = {
  detail: LeadDetail;
  /** The lead's texts (issue 34); null when they could not be loaded, with the reason. */
  thread: Thread | null;
  threadError: string | null;
  /** The lead's booked call (issue 35); null when it has none or it could not be loaded (then the reason). */
  booking: LeadBooking | null;
  bookingError: string | null;
};

/**
 * A part of a page that opens without it: its value, or null and why it could not be loaded. Signed
 * out still fails the whole load (withSignIn sends to the sign-in page).
 */
function optionalExtra<T>(
  load: Promise<T>,
  action: string,
): Promise<{ value: T | null; error: string | null }> {
  return load.then(
    (value) => ({ value, error: null }),
    (error: unknown) => {
      if (isUnauthorized(error)) throw error;
      return { value: null, error: errorMessage(error, action) };
    },
  );
}

/** The lead with its texts and booked call, together; a lead whose extras fail to load still opens. */
export function leadLoader({
  request,
  params,
}: {
  request: Request;
  params: { form?: string; id?: string };
}): Promise<LeadData> {
  const form = params.form ?? "";
  const id = params.id ?? "";
  return withSignIn(request, async () => {
    const texts = optionalExtra(getThread(form, id), "loading the texts");
    const booked = optionalExtra(getLeadBooking(form, id), "loading the booked call");
    const [detail, loaded, call] = await Promise.all([getLead(form, id), texts, booked]);
    return {
      detail,
      thread: loaded.value,
      threadError: loaded.error,
      booking: call.value,
      bookingError: call.error,
    };
  });
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

export type ReportData = {
  /** The period in weeks, from the page's URL. */
  weeks: number;
  report: Report | null;
  /** Why the report could not be loaded; the period links stay on screen to try another. */
  error: string | null;
};

export async function reportLoader({ request }: { request: Request }): Promise<ReportData> {
  const weeks = weeksFromSearch(new URL(request.url).searchParams);
  try {
    const report = await withSignIn(request, () => getReport(weeks));
    return { weeks, report, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { weeks, report: null, error: errorMessage(error, "loading the report") };
  }
}

export type CallsData = {
  /** The view from the page's URL: the day's calls for everyone, or your own from today on. */
  view: CallView;
  calls: Call[] | null;
  /** Why the calls could not be loaded; the view links stay on screen to try again. */
  error: string | null;
};

export async function callsLoader({ request }: { request: Request }): Promise<CallsData> {
  const view = callViewFromSearch(new URL(request.url).searchParams);
  try {
    const calls = await withSignIn(request, () => listCalls(view));
    return { view, calls, error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { view, calls: null, error: errorMessage(error, "loading the calls") };
  }
}
