import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { can, type StaffAbility } from "@/features/admin/shared/roles";
import { fakeApi, intakeSession, json, leadDetail, leadRow, session } from "./fake-api";
import { renderAdmin } from "./render-admin";

// The staff area leaves out what a role cannot use (the server refuses it with 403 anyway).

afterEach(() => vi.unstubAllGlobals());

const leadApiPath = `/api/admin/leads/case-review/${leadRow.id}`;
const leadPagePath = `/admin/leads/case-review/${leadRow.id}`;
const list = json(200, { total: 1, page: 1, pageSize: 50, leads: [leadRow] });

describe("what each role may do", () => {
  const adminOnly: StaffAbility[] = ["export", "delete-lead", "retry-delivery", "audit", "manage-users"];
  it.each(adminOnly)("%s is for administrators only", (ability) => {
    expect(can("admin", ability)).toBe(true);
    expect(can("intake", ability)).toBe(false);
  });

  it("reads a role this client does not know as the one that may do least", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, { ...session, user: { ...session.user, role: "owner" } }),
      "GET /api/admin/leads": list,
    });
    renderAdmin("/admin");
    await screen.findByRole("table");
    expect(screen.queryByRole("link", { name: /Export CSV/ })).toBeNull();
  });
});

describe("intake staff", () => {
  it("see the leads without the export link, and no Users or Audit log in the menu", async () => {
    fakeApi({ "GET /api/admin/session": json(200, intakeSession), "GET /api/admin/leads": list });
    renderAdmin("/admin");
    await screen.findByRole("table");
    expect(screen.queryByRole("link", { name: /Export CSV/ })).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Staff" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Leads", "Calls", "Report", "Your account"]);
  });

  it("work a lead but cannot delete it or retry its deliveries", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, intakeSession),
      [`GET ${leadApiPath}`]: json(200, leadDetail),
    });
    renderAdmin(leadPagePath);
    expect(await screen.findByRole("combobox", { name: "Lead status" })).not.toBeNull();
    expect(screen.getByLabelText("New note")).not.toBeNull();
    expect(screen.getByRole("region", { name: "Deliveries" }).textContent).toMatch("Gave up");
    expect(screen.queryByRole("button", { name: /Retry/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete lead" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Delete this lead" })).toBeNull();
  });

  it("are told plainly when they open a page that is not for them", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, intakeSession),
      "GET /api/admin/users": json(403, {
        errors: { form: ["Your account cannot do this. Ask an administrator."] },
      }),
    });
    renderAdmin("/admin/users");
    expect(await screen.findByRole("heading", { name: "Not open to your account" })).not.toBeNull();
    expect(screen.getByText("Your account cannot do this. Ask an administrator.")).not.toBeNull();
    // The layout stays: the way back to the leads is there.
    expect(screen.getByRole("navigation", { name: "Staff" })).not.toBeNull();
  });
});

describe("administrators", () => {
  it("see export, delete, retry, Users and Audit log", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), [`GET ${leadApiPath}`]: json(200, leadDetail) });
    renderAdmin(leadPagePath);
    expect(await screen.findByRole("button", { name: "Delete lead" })).not.toBeNull();
    expect(screen.getByRole("button", { name: "Retry webhook delivery" })).not.toBeNull();
    const nav = screen.getByRole("navigation", { name: "Staff" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Leads", "Calls", "Report", "Users", "Audit log", "Your account"]);
  });
});
