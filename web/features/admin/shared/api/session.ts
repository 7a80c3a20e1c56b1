import { z } from "@/lib/zod";
import { adminRequest } from "./request";

export const roles = ["admin", "intake"] as const;
export type Role = (typeof roles)[number];

/**
 * How far sign-in has got (docs/admin-api.md): "enrol" and "code" have passed the password only,
 * "change-password" is signed in with a temporary password that must be replaced first, "ready"
 * is fully signed in.
 */
export const sessionSteps = ["enrol", "code", "change-password", "ready"] as const;
export type SessionStep = (typeof sessionSteps)[number];

/** A role this client does not know gets the least the staff area offers. */
export const roleSchema = z.enum(roles).catch("intake");

export const sessionSchema = z.object({
  user: z.object({
    username: z.string().min(1),
    displayName: z.string(),
    role: roleSchema,
    /** The user has a State Bar number: they may send (and so sign) a fee agreement. */
    attorney: z.boolean(),
  }),
  csrfToken: z.string().min(1),
  step: z.enum(sessionSteps),
});
export type AdminSession = z.infer<typeof sessionSchema>;

/** The signed-in user and the CSRF token; fails with kind "unauthorized" without a session. */
export function getSession(): Promise<AdminSession> {
  return adminRequest("/api/admin/session", { schema: sessionSchema });
}

/** The password step: the answer's step says what comes next ("enrol" or "code"). */
export function login(username: string, password: string): Promise<AdminSession> {
  return adminRequest("/api/admin/login", {
    method: "POST",
    body: { username, password },
    schema: sessionSchema,
  });
}

export function logout(csrfToken: string): Promise<void> {
  return adminRequest("/api/admin/logout", { method: "POST", csrfToken });
}

/** The second step of a sign-in: a code from the authenticator app, or one recovery code. */
export function verifySecondFactor(
  proof: { code: string } | { recoveryCode: string },
  csrfToken: string,
): Promise<AdminSession> {
  return adminRequest("/api/admin/second-factor/verify", {
    method: "POST",
    body: proof,
    csrfToken,
    schema: sessionSchema,
  });
}

const staffPrefix = /^\/admin(?:[/?#]|$)/;
// Pages that only make sense before sign-in is complete: never a place to come back to.
const signInPages = /^\/admin\/(?:login|enrol)(?:[/?#]|$)/;

/** Where to go after signing in: only a path inside the staff area, never another site. */
export function safeNextPath(next: string | null): string {
  if (!next || !staffPrefix.test(next) || signInPages.test(next) || /[\\\s]/.test(next)) return "/admin";
  return next;
}

export function loginPath(next: string): string {
  return `/admin/login?${new URLSearchParams({ next })}`;
}

export function enrolPath(next: string | null): string {
  const target = safeNextPath(next);
  return target === "/admin" ? "/admin/enrol" : `/admin/enrol?${new URLSearchParams({ next: target })}`;
}

export const accountPath = "/admin/account";

/**
 * Where a session of this step belongs once the password (and code) are done: a temporary password
 * is replaced first, on the account page; otherwise the page that asked for sign-in.
 */
export function landingPath(step: SessionStep, next: string | null): string {
  if (step === "enrol") return enrolPath(next);
  if (step === "code") return next ? loginPath(safeNextPath(next)) : "/admin/login";
  if (step === "change-password") return accountPath;
  return safeNextPath(next);
}
