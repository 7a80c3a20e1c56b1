import { Link } from "react-router";
import type { LeadSummary } from "../api/leads";
import { deliveryLabel, formLabel, fullName, localTime, statusLabel } from "../labels";
import { StaffTable } from "./staff-table";
import { adminLink } from "./styles";

const leadColumns = ["Name", "E-mail", "Form", "Issue types", "Received", "Status", "Delivery"] as const;

const deliveryStyles: Record<string, string> = {
  delivered: "border-green-700 bg-green-50 text-green-900",
  pending: "border-amber-700 bg-amber-50 text-amber-900",
  failed: "border-red-700 bg-red-50 text-red-900",
  dead: "border-red-700 bg-red-50 text-red-900",
  retry: "border-amber-700 bg-amber-50 text-amber-900",
  none: "border-slate-500 bg-slate-50 text-slate-800",
};

/** A delivery state as words in a tinted box: the colour only repeats what the text says. */
export function DeliveryBadge({ state }: { state: string }) {
  return (
    <span
      className={`inline-block rounded border px-2 py-0.5 text-sm font-semibold ${deliveryStyles[state] ?? deliveryStyles.none}`}
    >
      {deliveryLabel(state)}
    </span>
  );
}

export function LeadsTable({ leads, caption }: { leads: LeadSummary[]; caption: string }) {
  return (
    <StaffTable label="Leads" caption={caption} columns={leadColumns}>
      {leads.map((lead) => (
        <tr key={`${lead.form}/${lead.id}`} className="border-t border-slate-300 align-top">
          <th scope="row" className="p-3 font-normal">
            <Link
              to={`/admin/leads/${encodeURIComponent(lead.form)}/${encodeURIComponent(lead.id)}`}
              className={adminLink}
            >
              {fullName(lead)}
            </Link>
          </th>
          <td className="break-all p-3">{lead.email}</td>
          <td className="p-3">{formLabel(lead.form)}</td>
          <td className="p-3">{lead.issueTypes.join(", ")}</td>
          <td className="p-3 whitespace-nowrap">
            <time dateTime={lead.createdAt}>{localTime(lead.createdAt)}</time>
          </td>
          <td className="p-3">{statusLabel(lead.status)}</td>
          <td className="p-3">
            <DeliveryBadge state={lead.delivery} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
