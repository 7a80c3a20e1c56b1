import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, json, recoveryCodes, session, sessionAt, staffSession } from "./fake-api";
import { polyfillDialog, renderAdmin } from "./render-admin";

// The account page: everyone's own password change, and the first one after a temporary password;
// your own sessions and recovery codes.

beforeAll(polyfillDialog);
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

const sessionsPath = "/api/admin/account/sessions";
const thisOne = { ...staffSession, id: "0123456789ab", current: true, lastSeenAt: "2026-11-21T18:00:00Z" };
const other = staffSession;
const third = { ...staffSession, id: "fedcba987654" };
const sessionsOf = (...sessions: unknown[]) => json(200, { sessions });
const noContent = () => new Response(null, { status: 204 });
const codesLeft = (n: number) => json(200, { recoveryCodesLeft: n });

describe("your sessions", () => {
  it("marks this browser, which has no End button, and ends another session", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/second-factor": codesLeft(8),
      [`GET ${sessionsPath}`]: [sessionsOf(thisOne, other), sessionsOf(thisOne)],
      [`DELETE ${sessionsPath}/${other.id}`]: noContent(),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/account");
    const table = await screen.findByRole("table", { name: "2 active sessions" });
    const [, mine, theirs] = within(table).getAllByRole("row");
    expect(mine!.textContent).toMatch("This browser");
    expect(within(mine!).queryByRole("button")).toBeNull();
    // Started and last seen in California time.
    expect(theirs!.textContent).toMatch("Nov 21, 2026, 8:00 AM PST");
    expect(theirs!.textContent).toMatch("Nov 21, 2026, 9:30 AM PST");

    await user.click(within(theirs!).getByRole("button", { name: `End session ${other.id}` }));
    expect(
      await screen.findByText(`Session ${other.id} has ended: that browser is signed out.`),
    ).not.toBeNull();
    const summary = screen.getByText("You are signed in on this browser only.");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.queryByRole("button", { name: "Sign out everywhere else" })).toBeNull();
    const [call] = api.callsTo("DELETE", `${sessionsPath}/${other.id}`);
    expect(call!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
  });

  it("says so when the session had already ended", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/second-factor": codesLeft(8),
      [`GET ${sessionsPath}`]: [sessionsOf(thisOne, other), sessionsOf(thisOne)],
      [`DELETE ${sessionsPath}/${other.id}`]: json(404, { errors: { form: ["There is no such session."] } }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/account");
    await user.click(await screen.findByRole("button", { name: `End session ${other.id}` }));
    expect(await screen.findByText(`Session ${other.id} had already ended.`)).not.toBeNull();
    expect(screen.queryByText(/This lead no longer exists/)).toBeNull();
  });

  it("signs out everywhere else after asking, and this browser stays", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/second-factor": codesLeft(8),
      [`GET ${sessionsPath}`]: [sessionsOf(thisOne, other, third), sessionsOf(thisOne)],
      [`DELETE ${sessionsPath}`]: noContent(),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/account");
    await user.click(await screen.findByRole("button", { name: "Sign out everywhere else" }));
    const dialog = screen.getByRole("dialog", { name: "Sign out everywhere else?" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere else" }));
    expect(await screen.findByText(/Every other session has ended/)).not.toBeNull();
    const summary = screen.getByText("You are signed in on this browser only.");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByRole("table", { name: "1 active session" })).not.toBeNull();
    expect(api.callsTo("DELETE", sessionsPath)[0]!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
  });
});

describe("your recovery codes", () => {
  const codesPath = "/api/admin/second-factor/recovery-codes";

  it("warns when few are left, and makes new ones with a code from the app", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${sessionsPath}`]: sessionsOf(thisOne),
      "GET /api/admin/second-factor": codesLeft(2),
      [`POST ${codesPath}`]: [
        json(422, {
          errors: {
            code: [
              "That code is not right. Check that your phone's clock is right and enter the newest code.",
            ],
          },
        }),
        json(200, { recoveryCodes, recoveryCodesLeft: 10 }),
      ],
    });
    const user = userEvent.setup();
    renderAdmin("/admin/account");
    // Said at the top of the page, with a way to the section.
    const warning = await screen.findByRole("link", { name: "Go to recovery codes" });
    expect(warning.parentElement!.textContent).toMatch("Only 2 recovery codes are left.");
    expect(screen.getByText(/replace all your old ones/)).not.toBeNull();

    const field = screen.getByLabelText("6-digit code from your authenticator app");
    const make = screen.getByRole("button", { name: "Make new recovery codes" });
    await user.type(field, "12345");
    await user.click(make);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter the 6-digit code from your authenticator app.")).not.toBeNull();
    expect(api.callsTo("POST", codesPath)).toHaveLength(0);

    // A wrong code is the user's to fix here: no trip to the sign-in page.
    await user.clear(field);
    await user.type(field, "111 111");
    await user.click(make);
    expect(await screen.findByText(/That code is not right/)).not.toBeNull();
    expect(screen.queryByTestId("where")).toBeNull();

    await user.clear(field);
    await user.type(field, "123 456");
    await user.click(make);
    const heading = await screen.findByRole("heading", { name: "Save your new recovery codes" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      within(screen.getByRole("list", { name: "Recovery codes" })).getAllByRole("listitem"),
    ).toHaveLength(10);
    const calls = api.callsTo("POST", codesPath);
    expect(calls[1]!.body).toEqual({ code: "123456" });
    expect(calls[1]!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);

    await user.click(screen.getByRole("button", { name: "I have saved these codes" }));
    const count = screen.getByText("You have 10 recovery codes left.");
    await waitFor(() => expect(document.activeElement).toBe(count));
    expect(screen.queryByRole("link", { name: "Go to recovery codes" })).toBeNull();
  });

  it("shows too many attempts in an alert", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${sessionsPath}`]: sessionsOf(thisOne),
      "GET /api/admin/second-factor": codesLeft(9),
      [`POST ${codesPath}`]: json(429, { errors: { form: ["Too many attempts. Try again in 12 minutes."] } }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/account");
    expect(await screen.findByText("You have 9 recovery codes left.")).not.toBeNull();
    expect(screen.queryByRole("link", { name: "Go to recovery codes" })).toBeNull();
    await user.type(screen.getByLabelText("6-digit code from your authenticator app"), "123456");
    await user.click(screen.getByRole("button", { name: "Make new recovery codes" }));
    const alert = await screen.findByText("Too many attempts. Try again in 12 minutes.");
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
  });
});
