import type { StaffSession } from "../api/users";
import { localTime } from "../labels";
import { StaffTable } from "./staff-table";

const sessionColumns = ["Session", "Signed in", "Last active", "Ends at the latest"] as const;

const time = (iso: string) => <time dateTime={iso}>{localTime(iso)}</time>;

/** A user's active sessions (one per browser they are signed in on). */
export function UserSessions({ sessions }: { sessions: StaffSession[] }) {
  if (sessions.length === 0) return <p>Not signed in anywhere just now.</p>;
  return (
    <StaffTable
      label="Active sessions"
      caption={`${sessions.length} active ${sessions.length === 1 ? "session" : "sessions"}`}
      columns={sessionColumns}
    >
      {sessions.map((session) => (
        <tr key={session.id} className="border-t border-slate-300 align-top">
          <th scope="row" className="p-3 font-normal">
            <code>{session.id}</code>
            {session.current && <span className="ml-2 font-semibold">(this browser)</span>}
          </th>
          <td className="p-3 whitespace-nowrap">{time(session.createdAt)}</td>
          <td className="p-3 whitespace-nowrap">{time(session.lastSeenAt)}</td>
          <td className="p-3 whitespace-nowrap">{time(session.expiresAt)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
