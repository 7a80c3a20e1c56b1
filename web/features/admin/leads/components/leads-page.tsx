import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { exportCsvUrl, filtersToSearch, type LeadFilters } from "../api/leads";
import type { LeadsData } from "../loaders";
import { can } from "../../shared/roles";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { assigneeFilterLabel, contactFilterLabels } from "../labels";
import { LeadFiltersForm } from "./lead-filters";
import { LeadCards, LeadsTable } from "./leads-table";
import { LeadViews } from "./lead-views";
import { useAdminSession } from "../../shared/components/session-context";
import { adminLink, adminSecondaryButton } from "../../shared/components/styles";
import { useNow } from "../../shared/components/use-now";

function pageLink(filters: LeadFilters, after: string | undefined): string {
  const query = filtersToSearch({ ...filters, after }).toString();
  return query ? `/admin?${query}` : "/admin";
}

/** "1 lead", "12 leads", "10,000+ leads" (the count stops there). */
export function leadCount(list: { total: number; totalCapped: boolean }): string {
  const count = list.total.toLocaleString("en-US");
  if (list.totalCapped) return `${count}+ leads`;
  return `${count} ${list.total === 1 ? "lead" : "leads"}`;
}

export function LeadsPage({ data }: { data: LeadsData }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin";
  const { filters, list, error } = data;
  const { role } = useAdminSession().user;
  const state = location.state as { deleted?: boolean; passwordChanged?: boolean } | null;
  const notice = state?.deleted
    ? "The lead was deleted."
    : state?.passwordChanged
      ? "Your password was changed."
      : null;
  const now = useNow();
  const order = filters.contact === "none" || filters.view ? "longest waiting first" : "newest first";
  // "12 leads: needs first contact, my leads, longest waiting first." ("All leads" goes unsaid.)
  const view = [
    filters.view === "needs_reply" ? "Needs reply" : "",
    filters.contact === "all" ? "" : contactFilterLabels[filters.contact],
    filters.assignee ? assigneeFilterLabel(filters.assignee) : "",
  ]
    .filter(Boolean)
    .join(", ")
    .toLowerCase();
  const caption = list
    ? `${leadCount(list)}${view ? `: ${view}` : ""}, ${order}.${filters.after ? " A later page." : ""}`
    : "";
  const allLeads = filtersToSearch({
    ...filters,
    contact: "all",
    view: undefined,
    after: undefined,
  }).toString();

  return (
    <>
      <h1 className="text-2xl font-bold">Leads</h1>
      <StatusMessage message={notice} />
      <LeadViews filters={filters} />
      <div className="mt-3 rounded-lg border border-slate-300 bg-white p-4">
        <LeadFiltersForm
          key={location.search}
          filters={filters}
          onApply={(values) => {
            const query = filtersToSearch({ ...values, after: undefined }).toString();
            navigate(query ? `/admin?${query}` : "/admin");
          }}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite">{loading ? "Loading leads…" : list ? `${leadCount(list)} found.` : ""}</p>
        {can(role, "export") && (
          <p className="flex flex-wrap items-center gap-3">
            <a href={exportCsvUrl(filters)} download className={adminSecondaryButton}>
              Export CSV<span className="sr-only"> of the leads matching the search and filters</span>
            </a>
          </p>
        )}
      </div>
      <ErrorAlert message={error} focus={false} />
      {list && (
        <div className="mt-4" aria-busy={loading}>
          {list.leads.length === 0 ? (
            <p className="rounded-lg border border-slate-300 bg-white p-4">
              {filters.view === "needs_reply" && !filters.q && !filters.assignee
                ? "No texts are waiting for an answer. "
                : filters.contact === "none" && !filters.q && !filters.assignee
                  ? "No lead is waiting for a first contact. "
                  : "No leads match these filters. "}
              {filters.contact !== "all" || filters.view ? (
                <Link to={`/admin?${allLeads}`} className={adminLink}>
                  {filters.q ? "Search all leads instead" : "Look in all leads instead"}
                </Link>
              ) : (
                <Link to="/admin?contact=all" className={adminLink}>
                  Show all leads
                </Link>
              )}
            </p>
          ) : (
            <>
              <div className="hidden md:block">
                <LeadsTable leads={list.leads} caption={caption} slaMinutes={list.slaMinutes} now={now} />
              </div>
              <div className="md:hidden">
                <LeadCards leads={list.leads} caption={caption} slaMinutes={list.slaMinutes} now={now} />
              </div>
            </>
          )}
          {(filters.after || list.next) && (
            <nav aria-label="Pages of leads" className="mt-4 flex flex-wrap items-center gap-4">
              {filters.after && (
                <Link to={pageLink(filters, undefined)} className={adminLink}>
                  First page
                </Link>
              )}
              {list.next && (
                <Link to={pageLink(filters, list.next)} className={adminLink}>
                  Next page
                </Link>
              )}
            </nav>
          )}
        </div>
      )}
    </>
  );
}
