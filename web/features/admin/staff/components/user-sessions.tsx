import type { ReactNode } from "react";
import type { StaffSession } from "../api/users";
import { californiaTime } from "../../shared/time";
import { StaffTable } from "../../shared/components/staff-table";

const sessionColumns = ["Session", "Signed in", "Last active", "Ends at the latest"] as const;

const time = (iso: string) => <time dateTime={iso}>{californiaTime(iso)}</time>;

/**
 * Active sessions (one per browser signed in), in California time: a user's own on the account
 * page, another user's for an administrator. The one making the request is marked "This browser".
 * `action` adds a last column with what can be done to a session (ending it, on the account page).
 */
export function UserSessions({
  sessions,
  action,
}: {
  sessions: StaffSession[];
  action?: (session: StaffSession) => ReactNode;
}) {
  if (sessions.length === 0) return <p>Not signed in anywhere just now.</p>;
  return (
    <StaffTable
      label="Active sessions"
      caption={`${sessions.length} active ${sessions.length === 1 ? "session" : "sessions"}`}
      columns={action ? [...sessionColumns, "End it"] : sessionColumns}
    >
      {sessions.map((session) => (
        <tr key={session.id} className="border-t border-slate-300 align-top">
          <th scope="row" className="p-3 font-normal">
            <code>{session.id}</code>
            {session.current && (
              <span className="ml-2 inline-block rounded border border-blue-800 bg-blue-50 px-2 text-sm font-semibold text-blue-950">
                This browser
              </span>
            )}
          </th>
          <td className="p-3 whitespace-nowrap">{time(session.createdAt)}</td>
          <td className="p-3 whitespace-nowrap">{time(session.lastSeenAt)}</td>
          <td className="p-3 whitespace-nowrap">{time(session.expiresAt)}</td>
          {action && <td className="p-3">{action(session)}</td>}
        </tr>
      ))}
    </StaffTable>
  );
}
