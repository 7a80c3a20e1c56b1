import { Link, useNavigation } from "react-router";
import { leadLanguageLabels } from "../../shared/api/fields";
import type { Call, CallView } from "../api/calls";
import { leadPagePath } from "../../leads/api/lead-detail";
import { accountPath } from "../../shared/api/session";
import { callCount, callStateLabel, californiaToday } from "../labels";
import { californiaCallTime } from "../../shared/time";
import type { CallsData } from "../loaders";
import { ErrorAlert } from "../../shared/components/error-alert";
import { ViewLinks } from "../../shared/components/view-links";
import { useAdminSession } from "../../shared/components/session-context";
import { StaffTable } from "../../shared/components/staff-table";
import { adminLink } from "../../shared/components/styles";
import { useNow } from "../../shared/components/use-now";
import { VisibleText } from "../../shared/components/visible-text";

// Booked calls (issue 35): "Calls today" for everyone, "My calls" from today on. Plain links switch
// the view, so it is in the URL, works from the keyboard and can be bookmarked.

const views: readonly { view: CallView; label: string; href: string }[] = [
  { view: "today", label: "Calls today", href: "/admin/calls" },
  { view: "mine", label: "My calls", href: "/admin/calls?view=mine" },
];

function CallViews({ current }: { current: CallView }) {
  return (
    <ViewLinks
      label="Call views"
      className="mt-4"
      links={views.map(({ view, label, href }) => ({ label, href, current: view === current }))}
    />
  );
}

const callColumns = ["Time (California)", "Person", "Language", "Reference", "Name", "State"] as const;

/** Earliest first, whatever order the server sent. */
const byStart = (a: Call, b: Call) => Date.parse(a.start) - Date.parse(b.start);

function CallsTable({ calls, caption, me }: { calls: Call[]; caption: string; me: string }) {
  return (
    <StaffTable label="Calls" caption={caption} columns={callColumns} className="mt-4">
      {[...calls].sort(byStart).map((call) => (
        <tr key={call.id} className="border-t border-slate-300 align-top">
          <td className="p-3 whitespace-nowrap">
            <time dateTime={call.start}>{californiaCallTime(call.start)}</time>
          </td>
          <td className="p-3">{call.user === me ? `${call.user} (you)` : call.user || "—"}</td>
          <td className="p-3">{call.language ? leadLanguageLabels[call.language] : "—"}</td>
          <td className="p-3 whitespace-nowrap">
            {call.lead ? (
              <Link to={leadPagePath(call.lead.form, call.lead.id)} className={`${adminLink} font-mono`}>
                {call.lead.reference || "Open the lead"}
              </Link>
            ) : (
              "—"
            )}
          </td>
          <td className="p-3">{call.lead?.name ? <VisibleText text={call.lead.name} /> : "—"}</td>
          <td className="p-3">{callStateLabel(call.state)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

export function CallsPage({ data }: { data: CallsData }) {
  const { view, calls, error } = data;
  const { user } = useAdminSession();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/calls";
  const today = californiaToday(useNow());
  const caption =
    view === "today"
      ? `Calls today, ${today}: ${callCount(calls?.length ?? 0).toLowerCase()}, earliest first`
      : `Your calls from today on: ${callCount(calls?.length ?? 0).toLowerCase()}, earliest first`;

  return (
    <>
      <h1 className="text-2xl font-bold">Calls</h1>
      <p className="mt-2">
        Calls workers booked. All times are California time (Pacific). Open a call’s reference to see the
        lead, its reminders, and to mark the call done or a no-show.
      </p>
      <CallViews current={view} />
      <p aria-live="polite" className="mt-2 min-h-6">
        {loading ? "Loading the calls…" : ""}
      </p>
      <ErrorAlert message={error} focus={false} />
      {calls && (
        <div aria-busy={loading}>
          {calls.length === 0 ? (
            <p className="mt-4 rounded-lg border border-slate-300 bg-white p-4">
              {view === "today" ? (
                `No calls are booked for today, ${today}.`
              ) : (
                <>
                  You have no calls booked from today on. Workers can book a call in the hours you set on{" "}
                  <Link to={accountPath} className={adminLink}>
                    your account page
                  </Link>
                  .
                </>
              )}
            </p>
          ) : (
            <CallsTable calls={calls} caption={caption} me={user.username} />
          )}
        </div>
      )}
    </>
  );
}
