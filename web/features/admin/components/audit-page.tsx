import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { auditFilterFields, auditFiltersToSearch, hasAuditFilters, type AuditFilters } from "../api/audit";
import { auditActionLabel, californiaTime } from "../labels";
import type { AuditData } from "../loaders";
import { AuditFiltersForm } from "./audit-filters";
import { ErrorAlert } from "./error-alert";
import { StaffTable } from "./staff-table";
import { adminLink } from "./styles";

const auditColumns = ["When (California time)", "Who", "What", "Subject", "Details"] as const;

function auditLink(filters: Partial<AuditFilters>): string {
  const query = auditFiltersToSearch(filters).toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}

const entriesText = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;

/**
 * The audit log, newest first (the server orders it), a page at a time. The filters and the page
 * are in the URL, so a reload or a shared link shows the same entries.
 */
export function AuditPage({ data }: { data: AuditData }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/audit";
  const { filters, audit, error, fieldErrors } = data;
  const filtered = hasAuditFilters(filters);
  const pages = audit ? Math.max(1, Math.ceil(audit.total / audit.pageSize)) : 1;
  const pageText = audit ? `Page ${audit.page} of ${pages} (${entriesText(audit.total)})` : "";
  // A refused filter is shown at its field; the alert only says where to look.
  const atFields = auditFilterFields.some((field) => fieldErrors[field]?.length);
  const alert = atFields ? "Some filters could not be used. Please check the ones marked below." : error;

  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <p className="mt-2">
        What staff did that matters for security and for the firm’s records: sign-ins, changes to accounts,
        deleted leads, exports and retried deliveries. Newest first; entries are never removed.
      </p>
      <div className="mt-4 rounded-lg border border-slate-300 bg-white p-4">
        <AuditFiltersForm
          key={location.search}
          filters={filters}
          actors={audit?.actors ?? []}
          actions={audit?.actions ?? []}
          fieldErrors={fieldErrors}
          onApply={(values) => navigate(auditLink(values))}
        />
      </div>
      <p aria-live="polite" className="mt-4">
        {loading ? "Loading entries…" : pageText}
      </p>
      <ErrorAlert message={alert} focus={false} />
      {error && filters.page > 1 && !atFields && (
        <p className="mt-2">
          <Link to={auditLink({ ...filters, page: 1 })} className={adminLink}>
            Go to the first page
          </Link>
        </p>
      )}
      {audit && (
        <div className="mt-4" aria-busy={loading}>
          {audit.entries.length === 0 ? (
            <p className="rounded-lg border border-slate-300 bg-white p-4">
              {filtered ? (
                <>
                  No entries match these filters.{" "}
                  <Link to="/admin/audit" className={adminLink}>
                    Show all entries
                  </Link>
                </>
              ) : audit.total > 0 ? (
                <>
                  There is nothing on this page.{" "}
                  <Link to={auditLink({ ...filters, page: 1 })} className={adminLink}>
                    Go to the first page
                  </Link>
                </>
              ) : (
                "Nothing has been recorded yet."
              )}
            </p>
          ) : (
            <StaffTable
              label="Audit log entries"
              caption={`${entriesText(audit.total)}${filtered ? " matching the filters" : ""}, newest first. Page ${audit.page} of ${pages}.`}
              columns={auditColumns}
            >
              {audit.entries.map((entry, index) => (
                <tr key={`${entry.at}-${index}`} className="border-t border-slate-300 align-top">
                  <td className="p-3 whitespace-nowrap">
                    <time dateTime={entry.at}>{californiaTime(entry.at)}</time>
                  </td>
                  <td className="p-3">{entry.actor || "—"}</td>
                  <td className="p-3">{auditActionLabel(entry.action)}</td>
                  <td className="break-all p-3">{entry.subject || "—"}</td>
                  <td className="whitespace-pre-wrap break-words p-3">{entry.detail || "—"}</td>
                </tr>
              ))}
            </StaffTable>
          )}
          {pages > 1 && (
            <nav aria-label="Pages of the audit log" className="mt-4 flex flex-wrap items-center gap-4">
              {audit.page > 1 && (
                <Link to={auditLink({ ...filters, page: audit.page - 1 })} className={adminLink}>
                  Previous page
                </Link>
              )}
              <span>{pageText}</span>
              {audit.page < pages && (
                <Link to={auditLink({ ...filters, page: audit.page + 1 })} className={adminLink}>
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
