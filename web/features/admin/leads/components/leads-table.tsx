import { Link } from "react-router";
import { leadLanguageLabels, type KnownOrUnknownLanguage } from "../../shared/api/fields";
import { type NextDeadline } from "../api/lead-fields";
import { leadPagePath } from "../api/lead-detail";
import type { LeadFlags, LeadSummary } from "../api/leads";
import { readablePhone, telHref } from "../contact-links";
import { deliveryLabel, employerMatchesText, formLabel, fullName, statusLabel } from "../labels";
import { localTime } from "../../shared/time";
import { staffName } from "../../staff/labels";
import { ConversationMarks } from "../../conversation/components/conversation-marks";
import { DoNotText } from "../../conversation/components/do-not-text";
import { StaffTable } from "../../shared/components/staff-table";
import { adminLink, adminSecondaryButton, phoneTarget } from "../../shared/components/styles";
import { WaitingClock } from "./waiting-clock";
import { deadlineFlagText, NextDeadlineText } from "./lead-deadlines";
import { VisibleText } from "../../shared/components/visible-text";

const leadColumns = [
  "Name",
  "First contact",
  "Phone",
  "E-mail",
  "Issue types",
  "Next deadline",
  "Reference",
  "Assigned to",
  "Received",
  "Status",
  "Delivery",
] as const;

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

/** The words of a lead's warnings, most pressing first; none when there is nothing to check. */
export function flagTexts(
  flags: LeadFlags,
  deadline: NextDeadline | null = null,
  language: KnownOrUnknownLanguage = "en",
): string[] {
  const texts: string[] = [];
  // The first thing a caller needs to know: call in Spanish.
  if (language === "es") texts.push(`${leadLanguageLabels[language]} speaker`);
  if (deadline?.flagged) texts.push(deadlineFlagText(deadline.daysLeft, deadline.rule));
  if (flags.duplicate) texts.push("Possible duplicate");
  if (flags.employerMatches > 0) {
    texts.push(employerMatchesText(flags.employerMatches, flags.employerMatchesCapped));
  }
  return texts;
}

/** A lead's warnings as words in tinted boxes (the colour only repeats what the text says). */
function FlagBadges({
  flags,
  deadline,
  language,
  className = "",
}: {
  flags: LeadFlags;
  deadline: NextDeadline | null;
  language: KnownOrUnknownLanguage;
  className?: string;
}) {
  const texts = flagTexts(flags, deadline, language);
  if (texts.length === 0) return null;
  return (
    <span className={`flex flex-wrap gap-1 ${className}`}>
      {texts.map((text) => (
        <span
          key={text}
          className="inline-block rounded border border-amber-700 bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-900"
        >
          {text}
        </span>
      ))}
    </span>
  );
}

/** The phone as a tap-to-call link in reading form; a value that cannot be dialled stays text. */
export function PhoneLink({ phone, className, verb }: { phone: string; className: string; verb?: string }) {
  if (!phone) return <>—</>;
  const href = telHref(phone);
  const shown = readablePhone(phone);
  return href ? (
    <a href={href} className={className}>
      {verb && `${verb} `}
      {shown}
    </a>
  ) : (
    <span className="break-words">{shown}</span>
  );
}

type ListProps = { leads: LeadSummary[]; caption: string; slaMinutes: number; now: number };

/** From md up: the leads as a table (it scrolls sideways when the window is narrow). */
export function LeadsTable({ leads, caption, slaMinutes, now }: ListProps) {
  return (
    <StaffTable label="Leads" caption={caption} columns={leadColumns}>
      {leads.map((lead) => (
        <tr key={`${lead.form}/${lead.id}`} className="border-t border-slate-300 align-top">
          <th scope="row" className="p-3 font-normal">
            <Link to={leadPagePath(lead.form, lead.id)} className={adminLink}>
              <VisibleText text={fullName(lead)} />
            </Link>
            <ConversationMarks conversation={lead.conversation} now={now} className="mt-1 min-w-40" />
            <FlagBadges
              flags={lead.flags}
              deadline={lead.deadline}
              language={lead.language}
              className="mt-1 min-w-40"
            />
          </th>
          <td className="min-w-40 p-3">
            <WaitingClock lead={lead} slaMinutes={slaMinutes} now={now} />
          </td>
          <td className="p-3">
            <span className="whitespace-nowrap">
              <PhoneLink phone={lead.phone} className={adminLink} />
            </span>
            <DoNotText lead={lead} className="mt-1 min-w-48" />
          </td>
          {/* Long addresses wrap anywhere, but only in a column wide enough for whole words. */}
          <td className="min-w-52 p-3 break-all">{lead.email}</td>
          <td className="min-w-36 p-3">
            {lead.issueTypes.join(", ")}
            <span className="block text-sm text-slate-700">{formLabel(lead.form)}</span>
          </td>
          <td className="min-w-36 p-3">
            <NextDeadlineText deadline={lead.deadline} />
          </td>
          <td className="p-3 font-mono whitespace-nowrap">{lead.reference || "—"}</td>
          <td className="p-3">{lead.assignee ? staffName(lead.assignee) : "Nobody"}</td>
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

/** Below md: one card per lead with what is needed to call now, and a link to the rest. */
export function LeadCards({ leads, caption, slaMinutes, now }: ListProps) {
  return (
    <section aria-label="Leads" className="rounded-lg border border-slate-300 bg-white">
      <p className="p-3 font-semibold">{caption}</p>
      <ul className="divide-y divide-slate-300 border-t border-slate-300">
        {leads.map((lead) => (
          <li key={`${lead.form}/${lead.id}`} className="space-y-2 p-3">
            <h2 className="text-lg font-bold">
              <Link
                to={leadPagePath(lead.form, lead.id)}
                className={`${adminLink} inline-flex min-h-11 items-center break-words`}
              >
                <VisibleText text={fullName(lead)} />
              </Link>
            </h2>
            <ConversationMarks conversation={lead.conversation} now={now} />
            {flagTexts(lead.flags, lead.deadline, lead.language).length > 0 && (
              <p>
                <FlagBadges flags={lead.flags} deadline={lead.deadline} language={lead.language} />
              </p>
            )}
            <p>
              <WaitingClock lead={lead} slaMinutes={slaMinutes} now={now} />
            </p>
            <p>{lead.issueTypes.join(", ") || formLabel(lead.form)}</p>
            <p className="text-slate-800">
              Reference: <span className="font-mono">{lead.reference || "—"}</span>
              {lead.assignee && <> · Assigned to {staffName(lead.assignee)}</>}
            </p>
            {lead.phone && (
              <p>
                <PhoneLink
                  phone={lead.phone}
                  verb="Call"
                  className={`${adminSecondaryButton} ${phoneTarget}`}
                />
              </p>
            )}
            <DoNotText lead={lead} />
          </li>
        ))}
      </ul>
    </section>
  );
}
