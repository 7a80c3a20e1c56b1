import type { AuditEntry } from "../api/audit";
import { localTime } from "../labels";
import { TableScroller } from "./table-scroller";

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
        <TableScroller label="Audit log entries" className="mt-4 rounded-lg border border-slate-300 bg-white">
          <table className="w-full border-collapse text-left">
            <caption className="p-3 text-left font-semibold">
              {entries.length} {entries.length === 1 ? "entry" : "entries"}
            </caption>
            <thead className="bg-slate-200">
              <tr>
                <th scope="col" className="p-3">
                  When
                </th>
                <th scope="col" className="p-3">
                  Who
                </th>
                <th scope="col" className="p-3">
                  What
                </th>
                <th scope="col" className="p-3">
                  Subject
                </th>
                <th scope="col" className="p-3">
                  Details
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </TableScroller>
      )}
    </>
  );
}
