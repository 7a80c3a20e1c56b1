import { adminRequest } from "./request";
import { sessionSchema, type AdminSession } from "./session";

/** The server's password rules, said in plain words next to the field (it checks them itself). */
export const minPasswordLength = 12;

/** Changes the signed-in user's own password; the answer is the session, now at step "ready". */
export function changePassword(
  currentPassword: string,
  newPassword: string,
  csrfToken: string,
): Promise<AdminSession> {
  return adminRequest("/api/admin/password", {
    method: "POST",
    body: { currentPassword, newPassword },
    csrfToken,
    schema: sessionSchema,
  });
}
