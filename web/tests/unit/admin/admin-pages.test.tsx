import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, json, leadDetail, leadRow, session, signedOut } from "./fake-api";
import { polyfillDialog, renderAdmin } from "./render-admin";

// The lead pages, sign-in with a password and the session, as an administrator sees them (the
// second step of sign-in, roles and user management have their own files).

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const listOf = (rows: unknown[]) => json(200, { total: rows.length, page: 1, pageSize: 50, leads: rows });
const leadApiPath = `/api/admin/leads/case-review/${leadRow.id}`;
const leadPagePath = `/admin/leads/case-review/${leadRow.id}`;

describe("sign-in page", () => {
  it("shows a wrong password in an alert, moves focus there and keeps the user name", async () => {
    fakeApi({
      "GET /api/admin/session": signedOut(),
      "POST /api/admin/login": json(401, { errors: { form: ["That user name and password do not match."] } }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/login?next=%2Fadmin%2Faudit", { realSignIn: true });
    await user.type(await screen.findByLabelText("User name"), "maria");
    await user.type(screen.getByLabelText("Password"), "not the password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toMatch("That user name and password do not match."));
    expect(document.activeElement).toBe(alert);
    expect((screen.getByLabelText("User name") as HTMLInputElement).value).toBe("maria");
  });

  it("shows the server's words when there were too many attempts", async () => {
    fakeApi({
      "GET /api/admin/session": signedOut(),
      "POST /api/admin/login": json(
        429,
        { errors: { form: ["Too many attempts. Try again in 12 minutes."] } },
        { "Retry-After": "700" },
      ),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/login", { realSignIn: true });
    await user.type(await screen.findByLabelText("User name"), "maria");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Too many attempts. Try again in 12 minutes.")).not.toBeNull();
  });
});

describe("session", () => {
  it("sends a signed-out user to sign-in, with the page to come back to", async () => {
    fakeApi({ "GET /api/admin/session": signedOut() });
    renderAdmin("/admin/audit?x=1");
    expect((await screen.findByTestId("where")).textContent).toMatch(
      "/admin/login?next=%2Fadmin%2Faudit%3Fx%3D1",
    );
  });

  it("sends the user to sign-in when the session ends during a change", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${leadApiPath}`]: json(200, leadDetail),
      [`POST ${leadApiPath}/notes`]: json(401, { errors: { form: ["Please sign in again."] } }),
    });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    await user.type(await screen.findByLabelText("New note"), "Called back.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect((await screen.findByTestId("where")).textContent).toMatch(
      `/admin/login?next=${encodeURIComponent(leadPagePath)}`,
    );
  });

  it("logs out with the CSRF token", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/audit": json(200, { entries: [] }),
      "POST /api/admin/logout": new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/audit");
    await user.click(await screen.findByRole("button", { name: "Log out" }));
    expect((await screen.findByTestId("where")).textContent).toMatch("/admin/login?signedOut=1");
    expect(api.callsTo("POST", "/api/admin/logout")[0]!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
  });
});

describe("lead list", () => {
  it("says 10,000+ past the count's cap and pages by the cursor the server gives (issue 52)", async () => {
    const next = "2026-03-10T12:00:00.000Z~0b0e6c52-0e51-4c2b-9e7b-5a2f0d2d2e01";
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": json(200, {
        total: 10000,
        totalCapped: true,
        next,
        pageSize: 50,
        leads: [leadRow],
      }),
    });
    renderAdmin("/admin?contact=all");
    expect(await screen.findByText("10,000+ leads found.")).not.toBeNull();
    const pages = screen.getByRole("navigation", { name: "Pages of leads" });
    expect(within(pages).queryByRole("link", { name: "First page" })).toBeNull();
    const link = within(pages).getByRole("link", { name: "Next page" }).getAttribute("href")!;
    expect(new URL(link, "http://x").searchParams.get("after")).toBe(next);
    expect(api.callsTo("GET", "/api/admin/leads")[0]!.url).not.toMatch("page=");
  });

  it("shows the leads in a table with text labels for delivery", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": listOf([leadRow]) });
    renderAdmin("/admin");
    const table = await screen.findByRole("table", {
      name: /1 lead: needs first contact, longest waiting first/,
    });
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByRole("link", { name: "Ana Reyes" }).getAttribute("href")).toBe(leadPagePath);
    expect(row.textContent).toMatch("Wage & Hour");
    expect(row.textContent).toMatch("Case review");
    expect(within(row).getByText("Failed")).not.toBeNull();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Name",
      "First contact",
      "Phone",
      "E-mail",
      "Issue types",
      "Next deadline",
      "Reference",
      "Assigned to",
      "Received",
      "Status",
      "Delivery",
    ]);
  });

  it("puts the filters in the URL and the API query, and on the CSV link", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": listOf([leadRow]),
    });
    const user = userEvent.setup();
    renderAdmin("/admin");
    await screen.findByRole("table");
    await user.type(screen.getByLabelText("Search name, e-mail, phone or reference"), "ana@example.com");
    await user.selectOptions(screen.getByLabelText("Form"), "case-review");
    await user.selectOptions(screen.getByLabelText("Issue type"), "Wage & Hour");
    await user.selectOptions(screen.getByLabelText("Status"), "new");
    await user.type(screen.getByLabelText("Campaign source (utm_source)"), "google");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));

    await waitFor(() => expect(api.callsTo("GET", "/api/admin/leads")).toHaveLength(2));
    const query = new URL(api.callsTo("GET", "/api/admin/leads")[1]!.url, "http://x").searchParams;
    expect(Object.fromEntries(query)).toEqual({
      form: "case-review",
      issue: "Wage & Hour",
      status: "new",
      utm_source: "google",
      q: "ana@example.com",
      contact: "none",
      pageSize: "50",
    });
    // The second answer may still be on its way: wait for the page to show it.
    await waitFor(() =>
      expect(screen.getByRole("link", { name: /Export CSV/ }).getAttribute("href")).toBe(
        "/api/admin/leads/export.csv?form=case-review&issue=Wage+%26+Hour&status=new&utm_source=google&q=ana%40example.com&contact=none",
      ),
    );
    // The form shows what is in effect after the URL changed.
    expect((screen.getByLabelText("Search name, e-mail, phone or reference") as HTMLInputElement).value).toBe(
      "ana@example.com",
    );
  });

  it("reads filters from the URL on load, dates included", async () => {
    const api = fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": listOf([]) });
    const after = "2026-11-20T12:00:00.000Z~0b0e6c52-0e51-4c2b-9e7b-5a2f0d2d2e01";
    renderAdmin(`/admin?from=2026-11-01&to=2026-11-30&${new URLSearchParams({ after })}`);
    expect(await screen.findByText(/No leads match these filters/)).not.toBeNull();
    expect((screen.getByLabelText(/Received from/) as HTMLInputElement).value).toBe("2026-11-01");
    const query = new URL(api.callsTo("GET", "/api/admin/leads")[0]!.url, "http://x").searchParams;
    expect(query.get("from")).toBe(new Date(2026, 10, 1).toISOString());
    expect(query.get("to")).toBe(new Date(2026, 11, 1).toISOString());
    expect(query.get("after")).toBe(after);
    expect(screen.getByRole("link", { name: /Export CSV/ }).getAttribute("href")).toContain(
      `from=${encodeURIComponent(new Date(2026, 10, 1).toISOString())}`,
    );
  });

  it("asks for 2 characters before searching, and shows the server's words for a shorter search", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": listOf([leadRow]),
    });
    const user = userEvent.setup();
    renderAdmin("/admin");
    await screen.findByRole("table");
    await user.type(screen.getByLabelText("Search name, e-mail, phone or reference"), " ñ ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Type at least 2 characters to search.")).not.toBeNull();
    expect(api.callsTo("GET", "/api/admin/leads")).toHaveLength(1);

    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": json(400, { errors: { q: ["Type at least 2 characters to search."] } }),
    });
    renderAdmin("/admin?q=a");
    expect(await screen.findByText("Type at least 2 characters to search.")).not.toBeNull();
  });

  it("keeps the filters on screen when the list cannot be loaded", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": new TypeError("offline"),
    });
    renderAdmin("/admin?q=ana");
    expect(await screen.findByText(/could not reach the server/)).not.toBeNull();
    expect((screen.getByLabelText("Search name, e-mail, phone or reference") as HTMLInputElement).value).toBe(
      "ana",
    );
  });
});

describe("lead detail", () => {
  const base = () => ({
    "GET /api/admin/session": json(200, session),
    [`GET ${leadApiPath}`]: json(200, leadDetail),
  });

  it("shows every part of the lead with human labels", async () => {
    fakeApi(base());
    renderAdmin(leadPagePath);
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Reyes" })).not.toBeNull();
    const answers = screen.getByRole("region", { name: "Answers" });
    expect(within(answers).getByText("Description")).not.toBeNull();
    expect(within(answers).getByText("Unpaid overtime for three months.")).not.toBeNull();
    expect(within(answers).getByText("What happened at work")).not.toBeNull();
    const consent = screen.getByRole("region", { name: "Consent" });
    expect(within(consent).getByText("Permission to text you").nextSibling?.textContent).toMatch("Not given");
    // Where it came from is folded away under "Technical details", in plain words.
    const technical = screen.getByText("Technical details").closest("details")!;
    expect(technical.open).toBe(false);
    expect(technical.textContent).toMatch("Landing page/services/wage-hour?utm_source=google");
    expect(technical.textContent).toMatch("Campaign mediumcpc");
    expect(technical.textContent).toMatch("Mozilla/5.0 (test)");
    expect(screen.getByText(/Status changed from New to Contacted/).textContent).toMatch("by maria");
    expect(screen.getByText("Left a voicemail.")).not.toBeNull();
    expect(screen.getByRole("table", { name: "Webhook attempts" })).not.toBeNull();
    expect(screen.getByRole("button", { name: "Retry webhook delivery" })).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Retry e-mail delivery" })).toBeNull();
  });

  it("shows markup typed by a visitor as plain text", async () => {
    const hostile = "<img src=x onerror=alert(1)><b>bold</b>";
    fakeApi({
      ...base(),
      [`GET ${leadApiPath}`]: json(200, {
        ...leadDetail,
        lead: { ...leadDetail.lead, firstName: hostile, answers: { issueDetails: hostile } },
        events: [{ ...leadDetail.events[1], text: hostile }],
      }),
    });
    const { container } = renderAdmin(leadPagePath);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toMatch(`${hostile} Reyes`);
    expect(screen.getAllByText(hostile).length).toBeGreaterThanOrEqual(2);
    expect(container.querySelector("img, b")).toBeNull();
  });

  it("links a hostile stored address to one recipient and leaves an odd phone unlinked", async () => {
    const address = "victim@example.com?cc=attacker%40evil.example&subject=Hi";
    fakeApi({
      ...base(),
      [`GET ${leadApiPath}`]: json(200, {
        ...leadDetail,
        lead: { ...leadDetail.lead, email: address, phone: "+1 310 555 0100;ext=1?x=javascript:" },
      }),
    });
    renderAdmin(leadPagePath);
    const mail = await screen.findByRole("link", { name: address });
    const href = mail.getAttribute("href")!;
    expect(href).toBe(`mailto:${encodeURIComponent(address)}`);
    expect(href).not.toMatch(/[?&]/);
    // Not a plain number: shown as text, not linked.
    expect(screen.getByText("+1 310 555 0100;ext=1?x=javascript:").closest("a")).toBeNull();
  });

  it("keeps the saved message once the page reloads the lead with its new status", async () => {
    const retained = { ...leadDetail, lead: { ...leadDetail.lead, status: "retained" } };
    fakeApi({
      ...base(),
      // First load: new; every reload after the save: retained.
      [`GET ${leadApiPath}`]: [json(200, leadDetail), json(200, retained)],
      [`POST ${leadApiPath}/status`]: json(200, {
        event: {
          kind: "status",
          fromStatus: "new",
          toStatus: "retained",
          text: null,
          actor: "maria",
          at: "2026-11-22T10:00:00Z",
        },
      }),
    });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    const select = (await screen.findByRole("combobox", { name: "Lead status" })) as HTMLSelectElement;
    await user.selectOptions(select, "retained");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByText("Status saved: Retained.")).not.toBeNull();
    // The reload has landed (the status shown in the header is the stored one) and the message
    // is still there for screen readers and sighted users alike.
    await waitFor(() => expect(document.body.textContent).toContain("Status: Retained."));
    expect(screen.getByText("Status saved: Retained.")).not.toBeNull();
    expect((screen.getByRole("combobox", { name: "Lead status" }) as HTMLSelectElement).value).toBe(
      "retained",
    );
  });

  it("saves the status and adds a note with the CSRF token, then clears the note", async () => {
    const event = {
      kind: "note",
      fromStatus: null,
      toStatus: null,
      text: "Called back.",
      actor: "maria",
      at: "2026-11-22T10:00:00Z",
    };
    const api = fakeApi({
      ...base(),
      [`POST ${leadApiPath}/status`]: json(200, {
        event: { ...event, kind: "status", fromStatus: "new", toStatus: "retained", text: "" },
      }),
      [`POST ${leadApiPath}/notes`]: json(201, { event }),
    });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    await user.selectOptions(await screen.findByRole("combobox", { name: "Lead status" }), "retained");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByText("Status saved: Retained.")).not.toBeNull();

    await user.type(screen.getByLabelText("New note"), "Called back.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Note added.")).not.toBeNull();
    expect((screen.getByLabelText("New note") as HTMLInputElement).value).toBe("");

    const [status] = api.callsTo("POST", `${leadApiPath}/status`);
    const [note] = api.callsTo("POST", `${leadApiPath}/notes`);
    expect(status!.body).toEqual({ status: "retained" });
    expect(note!.body).toEqual({ text: "Called back." });
    for (const call of [status!, note!]) expect(call.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
  });

  it("keeps the note when the server cannot be reached", async () => {
    fakeApi({ ...base(), [`POST ${leadApiPath}/notes`]: new TypeError("offline") });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    await user.type(await screen.findByLabelText("New note"), "Do not lose me.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    const alert = await screen.findByText(/could not reach the server while adding the note/);
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    expect((screen.getByLabelText("New note") as HTMLInputElement).value).toBe("Do not lose me.");
  });

  it("retries a dead delivery", async () => {
    const api = fakeApi({
      ...base(),
      "POST /api/admin/deliveries/d1/retry": json(200, {
        delivery: { ...leadDetail.deliveries[0], state: "pending" },
      }),
    });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    await user.click(await screen.findByRole("button", { name: "Retry webhook delivery" }));
    expect(await screen.findByText("Retry queued.")).not.toBeNull();
    expect(api.callsTo("POST", "/api/admin/deliveries/d1/retry")[0]!.headers.get("X-CSRF-Token")).toBe(
      session.csrfToken,
    );
  });

  it("asks for a reason before deleting, keeps focus in the dialog and gives it back on Escape", async () => {
    fakeApi(base());
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    const trigger = await screen.findByRole("button", { name: "Delete lead" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Delete the lead from Ana Reyes?" });
    const reason = within(dialog).getByLabelText("Reason for deleting (required)");
    expect(document.activeElement).toBe(reason);

    // Tab from the last control wraps to the first, and Shift+Tab back again.
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    cancel.focus();
    await user.tab();
    expect(document.activeElement).toBe(reason);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);

    // An empty reason is refused at the field.
    await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));
    expect(document.activeElement).toBe(reason);
    expect(document.getElementById(reason.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
      /Please give a reason/,
    );

    await user.keyboard("{Escape}");
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it("deletes with a reason and the CSRF token, then returns to the list", async () => {
    const api = fakeApi({
      ...base(),
      [`DELETE ${leadApiPath}`]: new Response(null, { status: 204 }),
      "GET /api/admin/leads": listOf([]),
    });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    await user.click(await screen.findByRole("button", { name: "Delete lead" }));
    const dialog = screen.getByRole("dialog");
    await user.type(
      within(dialog).getByLabelText("Reason for deleting (required)"),
      "Privacy request by e-mail",
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));
    expect(await screen.findByText("The lead was deleted.")).not.toBeNull();
    const [call] = api.callsTo("DELETE", leadApiPath);
    expect(call!.body).toEqual({ reason: "Privacy request by e-mail" });
    expect(call!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
  });

  it("shows a server error inside the dialog and keeps the reason", async () => {
    fakeApi({ ...base(), [`DELETE ${leadApiPath}`]: json(500, {}) });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    await user.click(await screen.findByRole("button", { name: "Delete lead" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Reason for deleting (required)"), "Privacy request");
    await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));
    expect(await within(dialog).findByText(/server had a problem while deleting the lead/)).not.toBeNull();
    expect((within(dialog).getByLabelText("Reason for deleting (required)") as HTMLInputElement).value).toBe(
      "Privacy request",
    );
  });

  it("says so when the lead no longer exists", async () => {
    fakeApi({ ...base(), [`GET ${leadApiPath}`]: json(404, { errors: { form: ["Not found."] } }) });
    renderAdmin(leadPagePath);
    expect(await screen.findByRole("heading", { name: "Not found" })).not.toBeNull();
  });
});

describe("audit log", () => {
  const entry = {
    at: "2026-11-21T20:00:00Z",
    actor: "maria",
    action: "lead.deleted",
    subject: "lead 1 (case-review)",
    detail: "privacy request",
  };
  const auditPage = (over: Record<string, unknown> = {}) =>
    json(200, {
      entries: [entry],
      total: 1,
      totalCapped: false,
      next: null,
      pageSize: 50,
      actions: ["lead.deleted", "user.created"],
      actors: ["maria", "ana"],
      ...over,
    });

  it("lists the entries in a table, in California time", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/audit": auditPage() });
    renderAdmin("/admin/audit");
    const table = await screen.findByRole("table", { name: /^1 entry, newest first/ });
    expect(table.textContent).toMatch("Deleted a lead");
    expect(table.textContent).toMatch("privacy request");
    expect(table.textContent).toMatch("Nov 21, 2026, 12:00 PM PST");
    expect(screen.getByText("1 entry")).not.toBeNull();
    // One page: nothing to page through.
    expect(screen.queryByRole("navigation", { name: "Pages of the audit log" })).toBeNull();
  });

  it("reads the filters and the page's start from the URL, asks for that page and links the older one", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/audit": auditPage({ total: 10000, totalCapped: true, next: "4711" }),
    });
    renderAdmin("/admin/audit?actor=maria&action=lead.deleted&from=2026-11-01&to=2026-11-30&after=5000");
    expect(await screen.findByText("10,000+ entries, an older page")).not.toBeNull();
    const query = new URL(api.callsTo("GET", "/api/admin/audit")[0]!.url, "http://x").searchParams;
    expect(Object.fromEntries(query)).toEqual({
      actor: "maria",
      action: "lead.deleted",
      from: "2026-11-01",
      to: "2026-11-30",
      after: "5000",
      pageSize: "50",
    });
    expect((screen.getByLabelText("Done by") as HTMLSelectElement).value).toBe("maria");
    expect((screen.getByLabelText("Action") as HTMLSelectElement).value).toBe("lead.deleted");
    expect((screen.getByLabelText("From (California date)") as HTMLInputElement).value).toBe("2026-11-01");
    const pages = screen.getByRole("navigation", { name: "Pages of the audit log" });
    const filters = "actor=maria&action=lead.deleted&from=2026-11-01&to=2026-11-30";
    expect(within(pages).getByRole("link", { name: "Newest entries" }).getAttribute("href")).toBe(
      `/admin/audit?${filters}`,
    );
    expect(within(pages).getByRole("link", { name: "Older entries" }).getAttribute("href")).toBe(
      `/admin/audit?${filters}&after=4711`,
    );
  });

  it("takes a start it cannot read as the newest entries, and says when no older ones are left", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/audit": auditPage({ entries: [], total: 3 }),
    });
    renderAdmin("/admin/audit?after=12%3Bx");
    expect(await screen.findByText("Nothing has been recorded yet.")).not.toBeNull();
    const query = new URL(api.callsTo("GET", "/api/admin/audit")[0]!.url, "http://x").searchParams;
    expect(query.get("after")).toBeNull();
    // A start past the oldest entry: a way back to the newest.
    renderAdmin("/admin/audit?after=3");
    expect(await screen.findByText(/There are no older entries/)).not.toBeNull();
    expect(screen.getAllByRole("link", { name: "Go to the newest entries" })[0]!.getAttribute("href")).toBe(
      "/admin/audit",
    );
  });

  it("puts the chosen filters in the URL, back on the newest entries", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/audit": auditPage(),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/audit?after=99");
    await screen.findByRole("table");
    const actor = screen.getByLabelText("Done by");
    expect(
      within(actor)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Anyone", "ana", "maria"]);
    await user.selectOptions(actor, "ana");
    await user.selectOptions(screen.getByLabelText("Action"), "user.created");
    await user.click(screen.getByRole("button", { name: "Show entries" }));
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/audit")).toHaveLength(2));
    const query = new URL(api.callsTo("GET", "/api/admin/audit")[1]!.url, "http://x").searchParams;
    expect(query.get("actor")).toBe("ana");
    expect(query.get("action")).toBe("user.created");
    expect(query.get("after")).toBeNull();
  });

  it("refuses an end before the start at its field, without asking the server", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/audit": auditPage(),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/audit");
    await screen.findByRole("table");
    await user.type(screen.getByLabelText("From (California date)"), "2026-11-20");
    await user.type(screen.getByLabelText("To (California date, included)"), "2026-11-10");
    await user.click(screen.getByRole("button", { name: "Show entries" }));
    const to = screen.getByLabelText("To (California date, included)");
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(to.getAttribute("aria-describedby")!)?.textContent).toBe(
      "The end must not be before the start.",
    );
    expect(api.callsTo("GET", "/api/admin/audit")).toHaveLength(1);
  });

  it("shows the server's words about a filter at that filter", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/audit": json(400, { errors: { from: ["Give a date like 2026-11-27."] } }),
    });
    renderAdmin("/admin/audit?from=27.11.2026");
    expect(await screen.findByText("Give a date like 2026-11-27.")).not.toBeNull();
    expect(screen.getByLabelText("From (California date)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toMatch("Some filters could not be used");
    expect(screen.queryByRole("table")).toBeNull();
  });
});
