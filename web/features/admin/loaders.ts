import { redirect } from "react-router";
import { getAudit } from "./api/audit";
import { getLead } from "./api/lead-detail";
import { filtersFromSearch, listLeads, type LeadFilters, type LeadList } from "./api/leads";
import { AdminApiError } from "./api/request";
import { getSession, loginPath } from "./api/session";
import { errorMessage } from "./copy";

// The client loaders of the staff routes (app/routes/admin/*). A 401 anywhere becomes a redirect
// to the sign-in page that comes back to the same URL afterwards.

async function withSignIn<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AdminApiError && error.kind === "unauthorized") {
      const url = new URL(request.url);
      throw redirect(loginPath(url.pathname + url.search));
    }
    throw error;
  }
}

export function staffLoader({ request }: { request: Request }) {
  return withSignIn(request, getSession);
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

export function leadLoader({
  request,
  params,
}: {
  request: Request;
  params: { form?: string; id?: string };
}) {
  return withSignIn(request, () => getLead(params.form ?? "", params.id ?? ""));
}

export function auditLoader({ request }: { request: Request }) {
  return withSignIn(request, getAudit);
}
