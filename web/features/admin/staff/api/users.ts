import { z } from "@/lib/zod";
import { adminRequest } from "../../shared/api/request";
import { roleSchema, type Role } from "../../shared/api/session";

// Staff accounts, for administrators (docs/admin-api.md).

export const staffUserSchema = z.object({
  username: z.string().min(1),
  displayName: z.string(),
  role: roleSchema,
  secondFactor: z.boolean(),
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  /** An attorney's State Bar of California number; null for someone who is not one. */
  barNumber: z.string().nullable(),
  createdAt: z.string(),
  activeSessions: z.number().int().nonnegative(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffSessionSchema = z.object({
  id: z.string().min(1),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

const userListSchema = z.object({ users: z.array(staffUserSchema) });
const userAnswer = z.object({ user: staffUserSchema });
const temporaryPassword = z.string().min(1);
const createdSchema = z.object({ user: staffUserSchema, temporaryPassword });
export type CreatedUser = z.infer<typeof createdSchema>;
const userDetailSchema = z.object({ user: staffUserSchema, sessions: z.array(staffSessionSchema) });
export type UserDetail = z.infer<typeof userDetailSchema>;

/** The rule for user names, said where they are typed (the server checks it). */
export const usernamePattern = "[a-z0-9._\\-]{3,64}";

export function userPath(username: string): string {
  return `/api/admin/users/${encodeURIComponent(username)}`;
}

export function listUsers(): Promise<StaffUser[]> {
  return adminRequest("/api/admin/users", { schema: userListSchema }).then((a) => a.users);
}

export function addUser(
  user: { username: string; displayName: string; role: Role },
  csrfToken: string,
): Promise<CreatedUser> {
  return adminRequest("/api/admin/users", { method: "POST", body: user, csrfToken, schema: createdSchema });
}

export function getUser(username: string): Promise<UserDetail> {
  return adminRequest(userPath(username), { schema: userDetailSchema });
}

export function updateUser(
  username: string,
  change: { role: Role } | { disabled: boolean } | { barNumber: string | null },
  csrfToken: string,
): Promise<StaffUser> {
  return adminRequest(userPath(username), {
    method: "PATCH",
    body: change,
    csrfToken,
    schema: userAnswer,
  }).then((a) => a.user);
}

/** Their sessions end; they set up the authenticator app again at their next sign-in. */
export function resetSecondFactor(username: string, csrfToken: string): Promise<StaffUser> {
  return adminRequest(`${userPath(username)}/second-factor/reset`, {
    method: "POST",
    csrfToken,
    schema: userAnswer,
  }).then((a) => a.user);
}

/** Their sessions end; the answer is a temporary password they must change at sign-in. */
export function resetPassword(username: string, csrfToken: string): Promise<string> {
  return adminRequest(`${userPath(username)}/password/reset`, {
    method: "POST",
    csrfToken,
    schema: z.object({ temporaryPassword }),
  }).then((a) => a.temporaryPassword);
}

/** "Sign out everywhere": every session of the account ends, the caller's own included. */
export function endSessions(username: string, csrfToken: string): Promise<void> {
  return adminRequest(`${userPath(username)}/sessions`, { method: "DELETE", csrfToken });
}
