import type { AuditEntry } from "../api/audit";
import { localTime } from "../labels";
import { StaffTable } from "./staff-table";

const auditColumns = ["When", "Who", "What", "Subject", "Details"] as const;

const actionLabels: Record<string, string> = {
  "lead.deleted": "Deleted a lead",
  "delivery.retried": "Retried a delivery",
};

export function AuditPage({ entries }: { entries: AuditEntry[] }) {
  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <p className="mt-2">
        Deleted leads and retried deliveries, newest as the server lists them. Entries are never removed.
      </p>
      {entries.length === 0 ? (
        <p className="mt-4 rounded-lg border border-slate-300 bg-white p-4">Nothing has been recorded yet.</p>
      ) : (
        <StaffTable
          label="Audit log entries"
          className="mt-4"
          caption={`${entries.length} ${entries.length === 1 ? "entry" : "entries"}`}
          columns={auditColumns}
        >
          {entries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`} className="border-t border-slate-300 align-top">
              <td className="p-3 whitespace-nowrap">
                <time dateTime={entry.at}>{localTime(entry.at)}</time>
              </td>
              <td className="p-3">{entry.actor || "—"}</td>
              <td className="p-3">{actionLabels[entry.action] ?? entry.action}</td>
              <td className="break-all p-3">{entry.subject || "—"}</td>
              <td className="whitespace-pre-wrap break-words p-3">{entry.detail || "—"}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}
