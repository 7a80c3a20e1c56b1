import type { ReactNode } from "react";
import { Navigate, NavLink, useLocation, useNavigate } from "react-router";
import { site } from "@/lib/site-config";
import { accountPath, logout, type AdminSession } from "../api/session";
import { can } from "../roles";
import { AdminSessionContext } from "./session-context";
import { adminSecondaryButton } from "./styles";
import { useAdminAction } from "./use-admin-action";
import { ErrorAlert } from "./error-alert";

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 font-semibold underline-offset-2 hover:underline ${isActive ? "bg-white text-blue-950" : "text-white"}`;

function StaffNav({ session }: { session: AdminSession }) {
  const { role } = session.user;
  return (
    <nav aria-label="Staff" className="flex flex-wrap gap-2">
      <NavLink to="/admin" end className={navLink}>
        Leads
      </NavLink>
      <NavLink to="/admin/calls" className={navLink}>
        Calls
      </NavLink>
      <NavLink to="/admin/report" className={navLink}>
        Report
      </NavLink>
      {can(role, "manage-users") && (
        <NavLink to="/admin/users" className={navLink}>
          Users
        </NavLink>
      )}
      {can(role, "audit") && (
        <NavLink to="/admin/audit" className={navLink}>
          Audit log
        </NavLink>
      )}
      <NavLink to={accountPath} className={navLink}>
        Your account
      </NavLink>
    </nav>
  );
}

/**
 * The staff area's plain frame: firm name, the staff pages (once fully signed in), who is signed
 * in and log out; then the page. A session still setting itself up (second factor, temporary
 * password) gets no page links, only the way out; nor does a page that asks for something to be
 * finished first (`links` false).
 */
export function StaffFrame({
  session,
  links = true,
  children,
}: {
  session: AdminSession | null;
  links?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-blue-900"
      >
        Skip to main content
      </a>
      <header className="bg-blue-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2 sm:gap-y-2 sm:py-3">
          <p className="text-lg font-bold">
            {site.brand.name} <span className="font-normal">· Staff</span>
          </p>
          {links && session?.step === "ready" && <StaffNav session={session} />}
          {session && <SignedInAs session={session} />}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-4 focus:outline-none sm:py-6">
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
      {/* On a phone the header keeps to one line or two: the name is on "Your account". */}
      <p className="max-sm:sr-only">
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

/**
 * The signed-in layout. The loader sends a session with a temporary password to the account page
 * on the first load; this keeps it there on the links it follows afterwards (the layout's loader
 * does not run again for those).
 */
export function StaffArea({ session, children }: { session: AdminSession; children: ReactNode }) {
  const { pathname } = useLocation();
  if (session.step === "change-password" && pathname !== accountPath) {
    return <Navigate to={accountPath} replace />;
  }
  return (
    <AdminSessionContext value={session}>
      <StaffFrame session={session}>{children}</StaffFrame>
    </AdminSessionContext>
  );
}
