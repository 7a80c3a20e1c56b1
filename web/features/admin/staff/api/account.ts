import { z } from "@/lib/zod";
import { adminRequest } from "../../shared/api/request";
import { sessionSchema, type AdminSession } from "../../shared/api/session";
import { staffSessionSchema, type StaffSession } from "./users";

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

// The signed-in user's own sessions (ASVS 3.3.4): one per browser, most recently seen first, the
// one making the request marked `current`. That one is ended with Log out, never from this list.

const ownSessionsPath = "/api/admin/account/sessions";
const ownSessionsSchema = z.object({ sessions: z.array(staffSessionSchema) });

export function listOwnSessions(): Promise<StaffSession[]> {
  return adminRequest(ownSessionsPath, { schema: ownSessionsSchema }).then((a) => a.sessions);
}

/** Ends one other session of yours: 404 when it no longer exists, 409 for the current one. */
export function endOwnSession(id: string, csrfToken: string): Promise<void> {
  return adminRequest(`${ownSessionsPath}/${encodeURIComponent(id)}`, { method: "DELETE", csrfToken });
}

/** Ends every session of yours except the one making the request. */
export function endOtherOwnSessions(csrfToken: string): Promise<void> {
  return adminRequest(ownSessionsPath, { method: "DELETE", csrfToken });
}

// Recovery codes of the signed-in user's second factor: how many are left, and ten new ones
// (which replace all the old ones) for a current code from the authenticator app.

const recoveryCodesLeft = z.number().int().nonnegative();
const secondFactorSchema = z.object({ recoveryCodesLeft });
const newCodesSchema = z.object({
  recoveryCodes: z.array(z.string().min(1)).min(1),
  recoveryCodesLeft,
});
export type NewRecoveryCodes = z.infer<typeof newCodesSchema>;

/** How many unused recovery codes the signed-in user has. */
export function getRecoveryCodesLeft(): Promise<number> {
  return adminRequest("/api/admin/second-factor", { schema: secondFactorSchema }).then(
    (a) => a.recoveryCodesLeft,
  );
}

/**
 * Ten new recovery codes for a current 6-digit code from the app; the old ones stop working. A
 * wrong, used or malformed code is 422 under `code` (the session itself is fine).
 */
export function makeRecoveryCodes(code: string, csrfToken: string): Promise<NewRecoveryCodes> {
  return adminRequest("/api/admin/second-factor/recovery-codes", {
    method: "POST",
    body: { code },
    csrfToken,
    schema: newCodesSchema,
  });
}
