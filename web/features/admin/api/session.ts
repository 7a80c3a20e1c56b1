import { z } from "@/lib/zod";
import { adminRequest } from "./request";

export const sessionSchema = z.object({
  user: z.object({ username: z.string().min(1), displayName: z.string() }),
  csrfToken: z.string().min(1),
});
export type AdminSession = z.infer<typeof sessionSchema>;

/** The signed-in user and the CSRF token; fails with kind "unauthorized" without a session. */
export function getSession(): Promise<AdminSession> {
  return adminRequest("/api/admin/session", { schema: sessionSchema });
}

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

/** Where to go after signing in: only a path inside the staff area, never another site. */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith("/admin") || next.startsWith("/admin/login")) return "/admin";
  if (!/^\/admin(?:[/?#]|$)/.test(next) || /[\\\s]/.test(next)) return "/admin";
  return next;
}

export function loginPath(next: string): string {
  return `/admin/login?${new URLSearchParams({ next })}`;
}
