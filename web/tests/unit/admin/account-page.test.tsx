import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, session, sessionAt } from "./fake-api";
import { renderAdmin } from "./render-admin";

// The account page: everyone's own password change, and the first one after a temporary password.

afterEach(() => vi.unstubAllGlobals());

async function fill(current: string, next: string, repeat: string, currentLabel = "Current password") {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(currentLabel), current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("New password again"), repeat);
  await user.click(screen.getByRole("button", { name: "Change password" }));
  return user;
}

describe("changing the password", () => {
  it("checks that the new password was typed the same twice, without asking the server", async () => {
    const api = fakeApi({ "GET /api/admin/session": json(200, session) });
    renderAdmin("/admin/account");
    await fill("old password here", "new long password one", "new long password two");
    const repeat = screen.getByLabelText("New password again");
    await waitFor(() => expect(document.activeElement).toBe(repeat));
    expect(repeat.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(repeat.getAttribute("aria-describedby")!)?.textContent).toMatch(
      "not the same",
    );
    expect(api.callsTo("POST", "/api/admin/password")).toHaveLength(0);
  });

  it("shows the server's refusal at the field it is about, and keeps what was typed", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "POST /api/admin/password": json(422, {
        errors: { newPassword: ["This password is too common. Please choose another."] },
      }),
    });
    renderAdmin("/admin/account");
    await fill("old password here", "password1234", "password1234");
    const field = screen.getByLabelText("New password");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute("aria-describedby")).toContain("error");
    expect(screen.getByText("This password is too common. Please choose another.")).not.toBeNull();
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("old password here");
  });

  it("changes it with the CSRF token and says so", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "POST /api/admin/password": json(200, session),
    });
    renderAdmin("/admin/account");
    expect(await screen.findByRole("heading", { level: 1, name: "Your account" })).not.toBeNull();
    await fill("old password here", "a new long password", "a new long password");
    expect(await screen.findByText("Your password was changed.")).not.toBeNull();
    const [call] = api.callsTo("POST", "/api/admin/password");
    expect(call!.body).toEqual({ currentPassword: "old password here", newPassword: "a new long password" });
    expect(call!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("");
  });

  it("after a temporary password, goes on to the leads once it is changed", async () => {
    fakeApi({
      "GET /api/admin/session": [json(200, sessionAt("change-password")), json(200, session)],
      "POST /api/admin/password": json(200, session),
      "GET /api/admin/leads": json(200, { total: 0, page: 1, pageSize: 50, leads: [] }),
    });
    renderAdmin("/admin/account");
    expect(await screen.findByText(/You signed in with a temporary password/)).not.toBeNull();
    await fill("temporary pass", "my own long password", "my own long password", "Temporary password");
    expect(await screen.findByRole("heading", { level: 1, name: "Leads" })).not.toBeNull();
    expect(screen.getByText("Your password was changed.")).not.toBeNull();
    expect(screen.getByRole("navigation", { name: "Staff" })).not.toBeNull();
  });
});
