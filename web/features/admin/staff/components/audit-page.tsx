import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import {
  auditFilterFields,
  auditFiltersToSearch,
  hasAuditFilters,
  type AuditFilters,
  type AuditPage as AuditPageData,
} from "../api/audit";
import { auditActionLabel } from "../labels";
import { californiaTime } from "../../shared/time";
import type { AuditData } from "../loaders";
import { AuditFiltersForm } from "./audit-filters";
import { ErrorAlert } from "../../shared/components/error-alert";
import { StaffTable } from "../../shared/components/staff-table";
import { adminLink } from "../../shared/components/styles";

const auditColumns = ["When (California time)", "Who", "What", "Subject", "Details"] as const;

function auditLink(filters: AuditFilters): string {
  const query = auditFiltersToSearch(filters).toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}

/** "1 entry", "120 entries", or "10,000+ entries" past the server's count. */
function entriesText(audit: AuditPageData): string {
  const n = audit.total;
  const shown = audit.totalCapped ? `${n.toLocaleString("en-US")}+` : n.toLocaleString("en-US");
  return `${shown} ${n === 1 && !audit.totalCapped ? "entry" : "entries"}`;
}

/**
 * The audit log, newest first (the server orders it), a page at a time: each older page starts
 * after the last entry shown (keyset pages, issue 52), so a page costs the same however deep.
 * The filters and the page's start are in the URL, so a reload or a shared link shows the same
 * entries.
 */
export function AuditPage({ data }: { data: AuditData }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/audit";
  const { filters, audit, error, fieldErrors } = data;
  const filtered = hasAuditFilters(filters);
  const later = Boolean(filters.after);
  const pageText = audit ? `${entriesText(audit)}${later ? ", an older page" : ""}` : "";
  const newest = { ...filters, after: undefined };
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
      {error && later && !atFields && (
        <p className="mt-2">
          <Link to={auditLink(newest)} className={adminLink}>
            Go to the newest entries
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
              ) : later ? (
                <>
                  There are no older entries.{" "}
                  <Link to={auditLink(newest)} className={adminLink}>
                    Go to the newest entries
                  </Link>
                </>
              ) : (
                "Nothing has been recorded yet."
              )}
            </p>
          ) : (
            <StaffTable
              label="Audit log entries"
              caption={`${entriesText(audit)}${filtered ? " matching the filters" : ""}, newest first.${later ? " An older page." : ""}`}
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
          {(later || audit.next) && (
            <nav aria-label="Pages of the audit log" className="mt-4 flex flex-wrap items-center gap-4">
              {later && (
                <Link to={auditLink(newest)} className={adminLink}>
                  Newest entries
                </Link>
              )}
              {audit.next && (
                <Link to={auditLink({ ...filters, after: audit.next })} className={adminLink}>
                  Older entries
                </Link>
              )}
            </nav>
          )}
        </div>
      )}
    </>
  );
}
