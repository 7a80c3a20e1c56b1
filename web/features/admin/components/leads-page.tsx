import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { exportCsvUrl, filtersToSearch, type LeadFilters } from "../api/leads";
import type { LeadsData } from "../loaders";
import { can } from "../roles";
import { ErrorAlert, StatusMessage } from "./error-alert";
import { LeadFiltersForm } from "./lead-filters";
import { LeadsTable } from "./leads-table";
import { useAdminSession } from "./session-context";
import { adminLink, adminSecondaryButton } from "./styles";

function pageLink(filters: LeadFilters, page: number): string {
  const query = filtersToSearch({ ...filters, page }).toString();
  return query ? `/admin?${query}` : "/admin";
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
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <>
      <h1 className="text-2xl font-bold">Leads</h1>
      <StatusMessage message={notice} />
      <div className="mt-2 rounded-lg border border-slate-300 bg-white p-4">
        <LeadFiltersForm
          key={location.search}
          filters={filters}
          onApply={(values) => {
            const query = filtersToSearch({ ...values, page: 1 }).toString();
            navigate(query ? `/admin?${query}` : "/admin");
          }}
        />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite">{loading ? "Loading leads…" : ""}</p>
        {can(role, "export") && (
          <a href={exportCsvUrl(filters)} download className={adminSecondaryButton}>
            Export CSV<span className="sr-only"> of the leads matching these filters</span>
          </a>
        )}
      </div>
      <ErrorAlert message={error} focus={false} />
      {list && (
        <div className="mt-4" aria-busy={loading}>
          {list.leads.length === 0 ? (
            <p className="rounded-lg border border-slate-300 bg-white p-4">
              No leads match these filters.{" "}
              <Link to="/admin" className={adminLink}>
                Show all leads
              </Link>
            </p>
          ) : (
            <LeadsTable
              leads={list.leads}
              caption={`${list.total} ${list.total === 1 ? "lead" : "leads"}, newest first. Page ${list.page} of ${pages}.`}
            />
          )}
          {pages > 1 && (
            <nav aria-label="Pages of leads" className="mt-4 flex flex-wrap items-center gap-4">
              {list.page > 1 && (
                <Link to={pageLink(filters, list.page - 1)} className={adminLink}>
                  Previous page
                </Link>
              )}
              <span>
                Page {list.page} of {pages}
              </span>
              {list.page < pages && (
                <Link to={pageLink(filters, list.page + 1)} className={adminLink}>
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
