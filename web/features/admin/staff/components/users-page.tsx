import { Link } from "react-router";
import type { StaffUser } from "../api/users";
import { localTime } from "../../shared/time";
import { roleLabels } from "../../shared/roles";
import { AddUserForm } from "./add-user-form";
import { DetailSection } from "../../shared/components/detail-section";
import { StaffTable } from "../../shared/components/staff-table";
import { adminLink } from "../../shared/components/styles";

const userColumns = [
  "Name",
  "User name",
  "Role",
  "Authenticator app",
  "Account",
  "Signed in",
  "Added",
] as const;

export function userPagePath(username: string): string {
  return `/admin/users/${encodeURIComponent(username)}`;
}

/** What state an account is in, in words: the first thing an administrator would want to know. */
export function accountState(user: StaffUser): string {
  if (user.disabled) return "Disabled";
  if (user.mustChangePassword) return "Temporary password";
  return "Active";
}

export function UsersPage({ users }: { users: StaffUser[] }) {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Users</h1>
        <p className="mt-2">Everyone who can sign in to the staff area, and what they may do.</p>
      </header>
      <StaffTable
        label="Staff accounts"
        caption={`${users.length} ${users.length === 1 ? "account" : "accounts"}`}
        columns={userColumns}
      >
        {users.map((user) => (
          <tr key={user.username} className="border-t border-slate-300 align-top">
            <th scope="row" className="p-3 font-normal">
              <Link to={userPagePath(user.username)} className={adminLink}>
                {user.displayName || user.username}
              </Link>
            </th>
            <td className="break-all p-3">{user.username}</td>
            <td className="p-3">{roleLabels[user.role]}</td>
            <td className="p-3">{user.secondFactor ? "Set up" : "Not set up yet"}</td>
            <td className="p-3">{accountState(user)}</td>
            <td className="p-3">
              {user.activeSessions === 0
                ? "No"
                : `Yes, ${user.activeSessions} ${user.activeSessions === 1 ? "session" : "sessions"}`}
            </td>
            <td className="p-3 whitespace-nowrap">
              <time dateTime={user.createdAt}>{localTime(user.createdAt)}</time>
            </td>
          </tr>
        ))}
      </StaffTable>
      <DetailSection title="Add a user">
        <AddUserForm />
      </DetailSection>
    </div>
  );
}
