import type { ReactNode } from "react";
import { NavLink, useNavigate } from "react-router";
import { site } from "@/lib/site-config";
import { logout, type AdminSession } from "../api/session";
import { AdminSessionContext } from "./session-context";
import { adminSecondaryButton } from "./styles";
import { useAdminAction } from "./use-admin-action";
import { ErrorAlert } from "./error-alert";

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 font-semibold underline-offset-2 hover:underline ${isActive ? "bg-white text-blue-950" : "text-white"}`;

/** The staff area's plain frame: firm name, who is signed in, log out; then the page. */
export function StaffFrame({ session, children }: { session: AdminSession | null; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-blue-900"
      >
        Skip to main content
      </a>
      <header className="bg-blue-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="text-lg font-bold">
            {site.brand.name} <span className="font-normal">· Staff</span>
          </p>
          {session && (
            <nav aria-label="Staff" className="flex gap-2">
              <NavLink to="/admin" end className={navLink}>
                Leads
              </NavLink>
              <NavLink to="/admin/audit" className={navLink}>
                Audit log
              </NavLink>
            </nav>
          )}
          {session && <SignedInAs session={session} />}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        {children}
      </main>
    </div>
  );
}

function SignedInAs({ session }: { session: AdminSession }) {
  const navigate = useNavigate();
  const { pending, error, run } = useAdminAction("signing out");
  const name = session.user.displayName || session.user.username;
  return (
    <div className="ml-auto flex flex-wrap items-center gap-3">
      <p>
        Signed in as <span className="font-semibold">{name}</span>
      </p>
      <button
        type="button"
        className={`${adminSecondaryButton} min-h-9`}
        disabled={pending}
        onClick={async () => {
          if ((await run(() => logout(session.csrfToken))).ok)
            navigate("/admin/login?signedOut=1", { replace: true });
        }}
      >
        {pending ? "Logging out…" : "Log out"}
      </button>
      {error && (
        <div className="w-full text-slate-900">
          <ErrorAlert message={error} />
        </div>
      )}
    </div>
  );
}

export function StaffArea({ session, children }: { session: AdminSession; children: ReactNode }) {
  return (
    <AdminSessionContext value={session}>
      <StaffFrame session={session}>{children}</StaffFrame>
    </AdminSessionContext>
  );
}
