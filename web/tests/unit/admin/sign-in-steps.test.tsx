import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enrolment, fakeApi, json, recoveryCodes, session, sessionAt, signedOut } from "./fake-api";
import { renderAdmin } from "./render-admin";

// Sign-in with a second factor: the password, then a code from the app or a recovery code; the
// first sign-in sets the app up; and the signed-in layout sends each step where it belongs.

afterEach(() => vi.unstubAllGlobals());

async function typePassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("User name"), "maria");
  await user.type(screen.getByLabelText("Password"), "correct horse battery");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("sign-in with a code", () => {
  it("asks for the app's code after the password, then goes back to the page that asked", async () => {
    const codeSession = { ...sessionAt("code"), csrfToken: "half-done-token" };
    const api = fakeApi({
      "GET /api/admin/session": [signedOut(), json(200, session)],
      "POST /api/admin/login": json(200, codeSession),
      "POST /api/admin/second-factor/verify": json(200, session),
      "GET /api/admin/audit": json(200, { entries: [] }),
    });
    renderAdmin("/admin/login?next=%2Fadmin%2Faudit", { realSignIn: true });
    const user = await typePassword();

    const code = await screen.findByLabelText("6-digit code");
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    await user.type(code, "123 456");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("heading", { name: "Audit log" })).not.toBeNull();
    expect(screen.getByText("Maria Lopez")).not.toBeNull();
    const [verify] = api.callsTo("POST", "/api/admin/second-factor/verify");
    expect(verify!.body).toEqual({ code: "123456" });
    expect(verify!.headers.get("X-CSRF-Token")).toBe("half-done-token");
  });

  it("takes a recovery code instead, and says so when it is wrong", async () => {
    const api = fakeApi({
      "GET /api/admin/session": signedOut(),
      "POST /api/admin/login": json(200, sessionAt("code")),
      "POST /api/admin/second-factor/verify": json(401, { errors: { form: ["That code is not right."] } }),
    });
    renderAdmin("/admin/login", { realSignIn: true });
    const user = await typePassword();
    await user.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
    const field = screen.getByLabelText("Recovery code");
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, "abcd-efgh-jkmn-pqrs");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toMatch("That code is not right."));
    expect(document.activeElement).toBe(alert);
    expect(api.callsTo("POST", "/api/admin/second-factor/verify")[0]!.body).toEqual({
      recoveryCode: "abcdefghjkmnpqrs",
    });
    // Back to the app's code with one click.
    await user.click(screen.getByRole("button", { name: "Use a code from the app instead" }));
    expect(screen.getByLabelText("6-digit code")).not.toBeNull();
  });

  it("continues at the code when the page is reloaded between the two steps", async () => {
    fakeApi({ "GET /api/admin/session": json(200, sessionAt("code")) });
    renderAdmin("/admin/login", { realSignIn: true });
    expect(await screen.findByLabelText("6-digit code")).not.toBeNull();
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("cancels a half-done sign-in: the session ends and the password form is back", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, sessionAt("code")),
      "POST /api/admin/logout": new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/login", { realSignIn: true });
    await user.click(await screen.findByRole("button", { name: "Cancel sign-in" }));
    expect(await screen.findByLabelText("Password")).not.toBeNull();
    expect(api.callsTo("POST", "/api/admin/logout")).toHaveLength(1);
  });

  it("sends a fully signed-in user on from the sign-in page", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/audit": json(200, { entries: [] }),
    });
    renderAdmin("/admin/login?next=%2Fadmin%2Faudit", { realSignIn: true });
    expect(await screen.findByRole("heading", { name: "Audit log" })).not.toBeNull();
  });
});

describe("the signed-in layout sends each step of sign-in where it belongs", () => {
  // The page's own loader gets 401 for such a session too and sends it to sign-in, which sends it
  // on to set-up when that is the step: wherever it starts, it ends on the right page.
  it("sends a session without an app to setting one up", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, sessionAt("enrol")),
      "GET /api/admin/audit": signedOut(),
      "POST /api/admin/second-factor/enrolment": json(200, enrolment),
    });
    renderAdmin("/admin/audit", { realSignIn: true });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Set up your authenticator app" }),
    ).not.toBeNull();
  });

  it("sends a session that has passed the password only to the code", async () => {
    fakeApi({ "GET /api/admin/session": json(200, sessionAt("code")), "GET /api/admin/audit": signedOut() });
    renderAdmin("/admin/audit");
    expect((await screen.findByTestId("where")).textContent).toBe("/admin/login?next=%2Fadmin%2Faudit");
  });

  it("keeps a temporary password on the account page, with no links to other pages", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, sessionAt("change-password")),
      "GET /api/admin/leads": json(403, { errors: { form: ["Please change your password first."] } }),
    });
    renderAdmin("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Choose your own password" })).not.toBeNull();
    expect(screen.queryByRole("navigation", { name: "Staff" })).toBeNull();
    expect(screen.getByRole("button", { name: "Log out" })).not.toBeNull();
  });

  it("sends an account without an app from the password to setting one up", async () => {
    fakeApi({
      "GET /api/admin/session": signedOut(),
      "POST /api/admin/login": json(200, sessionAt("enrol")),
    });
    renderAdmin("/admin/login?next=%2Fadmin%2Faudit", { realSignIn: "login" });
    await typePassword();
    expect((await screen.findByTestId("where")).textContent).toBe("/admin/enrol?next=%2Fadmin%2Faudit");
  });
});

describe("setting up the authenticator app", () => {
  const enrolApi = (confirm: Response, step: "enrol" = "enrol") =>
    fakeApi({
      "GET /api/admin/session": json(200, sessionAt(step)),
      "POST /api/admin/second-factor/enrolment": json(200, enrolment),
      "POST /api/admin/second-factor/enrolment/confirm": confirm,
    });

  it("draws the server's QR code as an SVG and shows the key in groups of four", async () => {
    const api = enrolApi(json(401, {}));
    renderAdmin("/admin/enrol", { realSignIn: true });
    const qr = await screen.findByRole("img", { name: /QR code to add .* staff sign-in/ });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr.getAttribute("viewBox")).toBe("0 0 33 33");
    expect(Number(qr.getAttribute("width"))).toBeGreaterThanOrEqual(200);
    expect(qr.querySelector("rect")!.getAttribute("fill")).toBe("#fff");
    expect(qr.querySelector("path")!.getAttribute("d")).toBe(enrolment.qr.path);
    expect(qr.querySelector("path")!.getAttribute("fill")).toBe("#000");
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).not.toBeNull();
    const [start] = api.callsTo("POST", "/api/admin/second-factor/enrolment");
    expect(start!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    expect(start!.body).toEqual({});
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "1. Install an authenticator app",
      "2. Scan this QR code with the app",
      "3. Type the code the app shows",
    ]);
  });

  it("refuses anything but six digits before asking the server, and shows a wrong code", async () => {
    const api = enrolApi(json(401, { errors: { form: ["That code is not right."] } }));
    const user = userEvent.setup();
    renderAdmin("/admin/enrol", { realSignIn: true });
    const field = await screen.findByLabelText("6-digit code from the app");
    await user.type(field, "12345");
    await user.click(screen.getByRole("button", { name: "Finish setting up" }));
    expect(await screen.findByText("Please type the 6 digits the app shows.")).not.toBeNull();
    expect(api.callsTo("POST", "/api/admin/second-factor/enrolment/confirm")).toHaveLength(0);
    await user.type(field, "6");
    await user.click(screen.getByRole("button", { name: "Finish setting up" }));
    expect(await screen.findByText("That code is not right.")).not.toBeNull();
  });

  it("shows the recovery codes once, offers them as a file, then goes on", async () => {
    // jsdom has no object URLs: record what would be downloaded instead.
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return "blob:codes";
    };
    URL.revokeObjectURL = () => undefined;
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    fakeApi({
      "GET /api/admin/session": [json(200, sessionAt("enrol")), json(200, session)],
      "POST /api/admin/second-factor/enrolment": json(200, enrolment),
      "POST /api/admin/second-factor/enrolment/confirm": json(200, { ...session, recoveryCodes }),
      "GET /api/admin/audit": json(200, { entries: [] }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/enrol?next=%2Fadmin%2Faudit", { realSignIn: true });
    await user.type(await screen.findByLabelText("6-digit code from the app"), "123456");
    await user.click(screen.getByRole("button", { name: "Finish setting up" }));

    const heading = await screen.findByRole("heading", { level: 1, name: "Save your recovery codes" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // No links away from codes that are not shown again.
    expect(screen.queryByRole("navigation", { name: "Staff" })).toBeNull();
    const list = screen.getByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(recoveryCodes);
    expect(screen.queryByText(/JBSW/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Download as text" }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const text = await created[0]!.text();
    for (const code of recoveryCodes) expect(text).toContain(code);
    expect(clicked.mock.contexts[0]).toMatchObject({ download: "recovery-codes-maria.txt" });
    clicked.mockRestore();

    await user.click(screen.getByRole("button", { name: "I have saved these codes" }));
    expect(await screen.findByRole("heading", { name: "Audit log" })).not.toBeNull();
  });

  it("goes to the account page after the codes when the password is a temporary one", async () => {
    fakeApi({
      "GET /api/admin/session": [json(200, sessionAt("enrol")), json(200, sessionAt("change-password"))],
      "POST /api/admin/second-factor/enrolment": json(200, enrolment),
      "POST /api/admin/second-factor/enrolment/confirm": json(200, {
        ...sessionAt("change-password"),
        recoveryCodes,
      }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/enrol", { realSignIn: true });
    await user.type(await screen.findByLabelText("6-digit code from the app"), "123456");
    await user.click(screen.getByRole("button", { name: "Finish setting up" }));
    await user.click(await screen.findByRole("button", { name: "I have saved these codes" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Choose your own password" })).not.toBeNull();
  });

  it("is only for a session that has passed the password and has no app yet", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/audit": json(200, { entries: [] }),
    });
    renderAdmin("/admin/enrol?next=%2Fadmin%2Faudit", { realSignIn: true });
    expect(await screen.findByRole("heading", { name: "Audit log" })).not.toBeNull();
  });
});
