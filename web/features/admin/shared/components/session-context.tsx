import { createContext, useContext } from "react";
import type { AdminSession } from "../api/session";

export const AdminSessionContext = createContext<AdminSession | null>(null);

/** The signed-in user and CSRF token, provided by the staff layout. */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error("useAdminSession outside the staff layout");
  return session;
}
