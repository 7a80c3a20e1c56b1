import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, json, session, staffSession, staffUser } from "./fake-api";
import { polyfillDialog, renderAdmin } from "./render-admin";

// User management for administrators: the list, adding a user, and one user's page.

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const me = { ...staffUser, username: "maria", displayName: "Maria Lopez", role: "admin" };
const anaPath = "/api/admin/users/ana";
const detail = (user = staffUser, sessions = [staffSession]) => json(200, { user, sessions });

describe("the list of users", () => {
  it("shows every account's role and state in a table", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/users": json(200, {
        users: [me, { ...staffUser, secondFactor: false, mustChangePassword: true, activeSessions: 0 }],
      }),
    });
    renderAdmin("/admin/users");
    const table = await screen.findByRole("table", { name: "2 accounts" });
    const [, maria, ana] = within(table).getAllByRole("row");
    expect(within(maria!).getByRole("link", { name: "Maria Lopez" }).getAttribute("href")).toBe(
      "/admin/users/maria",
    );
    expect(maria!.textContent).toMatch("Administrator");
    expect(ana!.textContent).toMatch("Intake");
    expect(ana!.textContent).toMatch("Not set up yet");
    expect(ana!.textContent).toMatch("Temporary password");
  });

  it("adds a user and shows the temporary password once, where focus goes", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/users": [json(200, { users: [me] }), json(200, { users: [me, staffUser] })],
      "POST /api/admin/users": json(201, { user: staffUser, temporaryPassword: "tidy-otter-93-lamp" }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/users");
    await user.type(await screen.findByLabelText("User name"), " Ana ");
    await user.type(screen.getByLabelText("Full name"), "Ana Ruiz");
    expect((screen.getByRole("radio", { name: "Intake" }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Add user" }));

    const shown = await screen.findByRole("region", { name: "Temporary password" });
    await waitFor(() => expect(document.activeElement).toBe(shown));
    expect(shown.textContent).toMatch("tidy-otter-93-lamp");
    expect(shown.textContent).toMatch("privately");
    const [call] = api.callsTo("POST", "/api/admin/users");
    expect(call!.body).toEqual({ username: "ana", displayName: "Ana Ruiz", role: "intake" });
    expect(call!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    expect(await screen.findByRole("table", { name: "2 accounts" })).not.toBeNull();
    expect((screen.getByLabelText("User name") as HTMLInputElement).value).toBe("");

    await user.click(within(shown).getByRole("button", { name: /Done/ }));
    expect(screen.queryByText("tidy-otter-93-lamp")).toBeNull();
  });

  it("shows a taken user name at its field and keeps the form", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/users": json(200, { users: [me] }),
      "POST /api/admin/users": json(409, { errors: { username: ["This user name is taken."] } }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/users");
    await user.type(await screen.findByLabelText("User name"), "maria");
    await user.type(screen.getByLabelText("Full name"), "Another Maria");
    await user.click(screen.getByRole("radio", { name: "Administrator" }));
    await user.click(screen.getByRole("button", { name: "Add user" }));
    const field = screen.getByLabelText("User name");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("This user name is taken.")).not.toBeNull();
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Another Maria");
  });
});

describe("one user's page", () => {
  it("changes the role, and disables the account after asking in a dialog", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${anaPath}`]: [detail(), detail(), detail({ ...staffUser, disabled: true })],
      [`PATCH ${anaPath}`]: [
        json(200, { user: { ...staffUser, role: "admin" } }),
        json(200, { user: { ...staffUser, disabled: true } }),
      ],
    });
    const user = userEvent.setup();
    renderAdmin("/admin/users/ana");
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Ruiz" })).not.toBeNull();
    await user.click(screen.getByRole("radio", { name: "Administrator" }));
    await user.click(screen.getByRole("button", { name: "Save role" }));
    expect(await screen.findByText("Role saved: Administrator.")).not.toBeNull();

    // Nothing is sent until the dialog is confirmed; Escape gives the focus back.
    const trigger = screen.getByRole("button", { name: "Disable account" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Disable the account of Ana Ruiz?" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.keyboard("{Escape}");
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(trigger);
    expect(api.callsTo("PATCH", anaPath)).toHaveLength(1);

    await user.click(trigger);
    await user.click(within(dialog).getByRole("button", { name: "Disable account" }));
    expect(await screen.findByText("The account is disabled.")).not.toBeNull();
    // The page shows the new state, which takes the focus from the button that went away.
    const state = await screen.findByText(/This account is disabled: it cannot sign in/);
    await waitFor(() => expect(document.activeElement).toBe(state));
    expect(screen.getByRole("button", { name: "Enable account" })).not.toBeNull();
    const calls = api.callsTo("PATCH", anaPath);
    expect(calls.map((c) => c.body)).toEqual([{ role: "admin" }, { disabled: true }]);
    for (const call of calls) expect(call.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
  });

  it("makes a user an attorney with a State Bar number, says a wrong one at the field, and takes it away", async () => {
    const attorney = { ...staffUser, barNumber: "98765" };
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${anaPath}`]: [detail(), detail(attorney), detail()],
      [`PATCH ${anaPath}`]: [
        json(422, { errors: { barNumber: ["Give the State Bar of California number (up to 6 digits)."] } }),
        json(200, { user: attorney }),
        json(200, { user: staffUser }),
      ],
    });
    const user = userEvent.setup();
    renderAdmin("/admin/users/ana");
    const field = await screen.findByRole("textbox", { name: "State Bar of California number" });
    await user.type(field, "12-34");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/up to 6 digits\)\./)).not.toBeNull();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await user.clear(field);
    await user.type(field, "98765");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved: an attorney, with this State Bar number.")).not.toBeNull();
    await user.clear(screen.getByRole("textbox", { name: "State Bar of California number" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved: not an attorney.")).not.toBeNull();
    expect(api.callsTo("PATCH", anaPath).map((c) => c.body)).toEqual([
      { barNumber: "12-34" },
      { barNumber: "98765" },
      { barNumber: null },
    ]);
  });

  it("enables a disabled account without asking", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${anaPath}`]: [detail({ ...staffUser, disabled: true }), detail()],
      [`PATCH ${anaPath}`]: json(200, { user: staffUser }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/users/ana");
    await user.click(await screen.findByRole("button", { name: "Enable account" }));
    expect(await screen.findByText("The account is enabled again.")).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.callsTo("PATCH", anaPath).map((c) => c.body)).toEqual([{ disabled: false }]);
    expect(await screen.findByRole("button", { name: "Disable account" })).not.toBeNull();
  });

  it("lists the sessions", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), [`GET ${anaPath}`]: detail() });
    renderAdmin("/admin/users/ana");
    const table = await screen.findByRole("table", { name: "1 active session" });
    expect(table.textContent).toMatch("ab12cd34ef56");
  });

  it("asks before resetting the authenticator app, in a dialog that keeps and returns focus", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${anaPath}`]: detail(),
      [`POST ${anaPath}/second-factor/reset`]: json(200, { user: { ...staffUser, secondFactor: false } }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/users/ana");
    const trigger = await screen.findByRole("button", { name: "Reset authenticator app" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Reset the authenticator app of Ana Ruiz?" });
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Reset the app" }));
    await user.keyboard("{Escape}");
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(trigger);
    expect(api.callsTo("POST", `${anaPath}/second-factor/reset`)).toHaveLength(0);

    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Reset the app" }));
    expect(await screen.findByText(/The authenticator app was reset/)).not.toBeNull();
    expect(api.callsTo("POST", `${anaPath}/second-factor/reset`)[0]!.headers.get("X-CSRF-Token")).toBe(
      session.csrfToken,
    );
  });

  it("resets the password and shows the temporary one after the dialog closes", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${anaPath}`]: detail(),
      [`POST ${anaPath}/password/reset`]: json(200, { temporaryPassword: "brisk-heron-41-door" }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/users/ana");
    await user.click(await screen.findByRole("button", { name: "Reset password" }));
    await user.click(screen.getByRole("button", { name: "Reset the password" }));
    const shown = await screen.findByRole("region", { name: "Temporary password" });
    expect(shown.textContent).toMatch("brisk-heron-41-door");
    await waitFor(() => expect(document.activeElement).toBe(shown));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows a refusal inside the dialog, which stays open", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${anaPath}`]: detail(),
      [`DELETE ${anaPath}/sessions`]: json(500, {}),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/users/ana");
    await user.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    const dialog = screen.getByRole("dialog", { name: "Sign Ana Ruiz out everywhere?" });
    await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
    expect(
      await within(dialog).findByText(/server had a problem while signing out everywhere/),
    ).not.toBeNull();
    expect(dialog.hasAttribute("open")).toBe(true);
  });

  it("on your own page: no role or disable controls, and signing out everywhere ends your session too", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/users/maria": detail(me as typeof staffUser, [{ ...staffSession, current: true }]),
      "DELETE /api/admin/users/maria/sessions": new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/users/maria");
    expect(await screen.findByText(/You cannot change your own role/)).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Save role" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Disable account" })).toBeNull();
    expect(screen.getByRole("table", { name: "1 active session" }).textContent).toMatch("This browser");
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Sign out everywhere" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/admin/login?signedOut=1");
    expect(api.callsTo("DELETE", "/api/admin/users/maria/sessions")).toHaveLength(1);
  });
});
