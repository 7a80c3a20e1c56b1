import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, useLocation } from "react-router";
import * as account from "@/app/routes/admin/account";
import * as audit from "@/app/routes/admin/audit";
import * as calls from "@/app/routes/admin/calls";
import * as enrol from "@/app/routes/admin/enrol";
import * as lead from "@/app/routes/admin/lead";
import * as leads from "@/app/routes/admin/leads";
import * as login from "@/app/routes/admin/login";
import * as report from "@/app/routes/admin/report";
import * as staff from "@/app/routes/admin/staff";
import * as user from "@/app/routes/admin/user";
import * as users from "@/app/routes/admin/users";

// The staff pages as React Router runs them (route modules with their client loaders), talking
// to a fake /api/admin through a mocked fetch (fake-api.ts).

/** Shows where the router is, for pages a test does not render for real. */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const component = (c: unknown) => c as ComponentType;

/** jsdom has <dialog> but not its methods; the browser's own behaviour is covered in Playwright. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

/**
 * Renders the staff area at `url`. The sign-in and set-up pages are placeholders (Where) unless
 * `realSignIn` is set (true: both; "login": the sign-in page only), so a test can see a redirect
 * to them without their loaders running.
 */
export function renderAdmin(url: string, options: { realSignIn?: boolean | "login" } = {}) {
  const signIn = options.realSignIn === true || options.realSignIn === "login";
  const setUp = options.realSignIn === true;
  const Stub = createRoutesStub([
    {
      path: "/admin/login",
      Component: signIn ? component(login.default) : Where,
      loader: signIn ? login.clientLoader : undefined,
      ErrorBoundary: component(login.ErrorBoundary),
    },
    {
      path: "/admin/enrol",
      Component: setUp ? component(enrol.default) : Where,
      loader: setUp ? enrol.clientLoader : undefined,
      ErrorBoundary: component(enrol.ErrorBoundary),
    },
    {
      path: "/admin",
      Component: component(staff.default),
      loader: staff.clientLoader,
      ErrorBoundary: component(staff.ErrorBoundary),
      children: [
        { index: true, Component: component(leads.default), loader: leads.clientLoader },
        {
          path: "leads/:form/:id",
          Component: component(lead.default),
          loader: lead.clientLoader as never,
          ErrorBoundary: component(lead.ErrorBoundary),
        },
        {
          path: "calls",
          Component: component(calls.default),
          loader: calls.clientLoader,
          ErrorBoundary: component(calls.ErrorBoundary),
        },
        { path: "audit", Component: component(audit.default), loader: audit.clientLoader },
        {
          path: "report",
          Component: component(report.default),
          loader: report.clientLoader,
          ErrorBoundary: component(report.ErrorBoundary),
        },
        { path: "account", Component: component(account.default) },
        {
          path: "users",
          Component: component(users.default),
          loader: users.clientLoader,
          ErrorBoundary: component(users.ErrorBoundary),
        },
        {
          path: "users/:username",
          Component: component(user.default),
          loader: user.clientLoader as never,
          ErrorBoundary: component(user.ErrorBoundary),
        },
      ],
    },
    { path: "*", Component: Where },
  ]);
  return render(<Stub initialEntries={[url]} />);
}
