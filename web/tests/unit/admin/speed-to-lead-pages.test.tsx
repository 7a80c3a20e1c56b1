import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  fakeApi,
  intakeSession,
  json,
  leadDetail,
  leadRow,
  session,
  staffUser,
  leadList,
  waitingLeadRow,
} from "./fake-api";
import { renderAdmin } from "./render-admin";

// Issue 16 ("speed to lead") in the staff pages: the inbox, waiting clocks, phone cards, logging
// a contact and assigning a lead. Only Date is faked, so the router's own timers still run.

const received = leadRow.createdAt;
const minutesAfter = (minutes: number) => new Date(Date.parse(received) + minutes * 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(minutesAfter(22));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const leadApiPath = `/api/admin/leads/case-review/${leadRow.id}`;
const leadPagePath = `/admin/leads/case-review/${leadRow.id}`;
const waitingRow = waitingLeadRow;
const list = leadList;

describe("the lead list as an inbox", () => {
  it("opens on the leads nobody has contacted, longest waiting first", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": list([waitingRow]),
    });
    renderAdmin("/admin");
    const table = await screen.findByRole("table", { name: /needs first contact, longest waiting first/ });
    const query = new URL(api.callsTo("GET", "/api/admin/leads")[0]!.url, "http://x").searchParams;
    expect(query.get("contact")).toBe("none");
    expect(query.has("assignee")).toBe(false);
    const row = within(table).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("Waiting 22 min");
    expect(row.textContent).toContain("Over 15 min");
    expect(row.textContent).toContain("GC-7K3M-Q9TD");
    expect(within(row).getByRole("link", { name: "(310) 555-0100" }).getAttribute("href")).toBe(
      "tel:+13105550100",
    );
    expect((screen.getByLabelText("Contact") as HTMLSelectElement).value).toBe("none");
    expect((screen.getByLabelText("Assigned to") as HTMLSelectElement).value).toBe("");
  });

  it("shows a phone card per lead with a call link, and says how long the first contact took", async () => {
    const contacted = {
      ...waitingRow,
      firstContactAt: minutesAfter(8).toISOString(),
      assignee: { username: "maria", displayName: "Maria Lopez" },
    };
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": list([contacted]) });
    renderAdmin("/admin?contact=made");
    // The table (from md up) and the cards (below md) are both in the page; CSS shows one.
    const regions = await screen.findAllByRole("region", { name: "Leads" });
    const cards = regions.find((r) => r.tagName === "SECTION")!;
    const card = within(cards).getAllByRole("listitem")[0]!;
    expect(within(card).getByRole("heading", { name: "Ana Reyes" })).not.toBeNull();
    expect(card.textContent).toContain("First contact after 8 min");
    expect(card.textContent).not.toContain("Over 15 min");
    expect(card.textContent).toContain("Reference: GC-7K3M-Q9TD");
    expect(card.textContent).toContain("Assigned to Maria Lopez (maria)");
    expect(within(card).getByRole("link", { name: "Call (310) 555-0100" }).getAttribute("href")).toBe(
      "tel:+13105550100",
    );
  });

  it("folds the filters behind a Filters button that says how many are on and whether they are open", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": list([waitingRow]) });
    const user = userEvent.setup();
    renderAdmin("/admin?contact=none&assignee=me");
    const button = await screen.findByRole("button", { name: "Filters (2 active)" });
    expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Showing: needs first contact, my leads.",
    );
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel.className).toMatch(/(^| )hidden( |$)/);
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    // Folded on a laptop too, so that the first leads are on the first screen.
    expect(panel.className).not.toMatch(/(^| )hidden( |$)/);
    await user.click(button);
    expect(panel.className).toMatch(/(^| )hidden( |$)/);
    expect(panel.className).not.toMatch(/md:/);
  });

  it("sends the contact and assignee filters chosen", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": list([waitingRow]),
    });
    const user = userEvent.setup();
    renderAdmin("/admin");
    await screen.findByRole("table");
    await user.selectOptions(screen.getByLabelText("Contact"), "all");
    await user.selectOptions(screen.getByLabelText("Assigned to"), "me");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/leads")).toHaveLength(2));
    const query = new URL(api.callsTo("GET", "/api/admin/leads")[1]!.url, "http://x").searchParams;
    expect(query.has("contact")).toBe(false);
    expect(query.get("assignee")).toBe("me");
    // The page shows the new filters a moment after the loader's request: wait for them.
    await waitFor(() =>
      expect(screen.getByRole("link", { name: /Export CSV/ }).getAttribute("href")).toContain("assignee=me"),
    );
  });

  it("offers all leads when nobody is waiting", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": list([]) });
    renderAdmin("/admin");
    expect(await screen.findByText(/No lead is waiting for a first contact/)).not.toBeNull();
    expect(screen.getByRole("link", { name: "Look in all leads instead" }).getAttribute("href")).toBe(
      "/admin?contact=all",
    );
  });
});

const detailWith = (lead: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  json(200, {
    ...leadDetail,
    lead: {
      ...leadDetail.lead,
      reference: "GC-7K3M-Q9TD",
      firstContactAt: null,
      assignee: null,
      smsOptedOut: false,
      answers: {
        ...leadDetail.lead.answers,
        email: "ana@example.com",
        smsConsent: false,
        form_id: "case-review",
        utm_source: "google",
        submissionId: "0b7e6f0e-1111-4222-8333-444455556666",
        elapsedMs: 125_000,
        landingPage: "/services/wage-hour?utm_source=google",
      },
      ...lead,
    },
    slaMinutes: 15,
    contacts: [],
    ...extra,
  });

describe("the top of a lead", () => {
  it("shows name, phone to call, reference, clock and assignment before anything else", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, intakeSession),
      [`GET ${leadApiPath}`]: detailWith({ smsOptedOut: true }),
    });
    renderAdmin(leadPagePath);
    const heading = await screen.findByRole("heading", { level: 1, name: "Ana Reyes" });
    const top = heading.closest("section")!;
    expect(within(top).getByRole("link", { name: "(310) 555-0100" }).getAttribute("href")).toBe(
      "tel:+13105550100",
    );
    expect(top.textContent).toContain("Do not text. Opted out of texts (STOP). Call or e-mail instead.");
    expect(top.textContent).toContain("GC-7K3M-Q9TD");
    expect(top.textContent).toContain("Waiting 22 min");
    expect(top.textContent).toContain("Over 15 min");
    expect(top.textContent).toContain("Nobody yet");
    expect(within(top).getByRole("form", { name: "Log a contact" })).not.toBeNull();
    // The answers hold the worker's words; contact details, consent and technical fields are elsewhere.
    const answers = screen.getByRole("region", { name: "Answers" });
    expect(answers.textContent).not.toMatch(/submission|campaign|spam|landing|e-mail address|Form code/i);
    const technical = screen.getByText("Technical details").closest("details")!;
    expect(technical.textContent).toContain("Time spent on the form (spam check)2 min 5 s");
    expect(technical.textContent).toContain("Submission id");
    expect(technical.textContent).toContain("Form codecase-review");
    expect(technical.textContent).toContain("Campaign sourcegoogle");
    // Every label is in words, none is a field's code name.
    for (const term of technical.querySelectorAll("dt")) expect(term.textContent).not.toMatch(/_|[a-z][A-Z]/);
  });

  it("logs a contact with the CSRF token, then shows it in the history", async () => {
    const contact = {
      id: "c1",
      method: "call",
      outcome: "no_answer",
      note: "Rang twice.",
      actor: "maria",
      at: minutesAfter(21).toISOString(),
    };
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/users": json(200, { users: [staffUser] }),
      [`GET ${leadApiPath}`]: [
        detailWith({}),
        detailWith({ firstContactAt: contact.at }, { contacts: [contact] }),
      ],
      [`POST ${leadApiPath}/contacts`]: json(201, { contact, firstContactAt: contact.at }),
    });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    const form = await screen.findByRole("form", { name: "Log a contact" });
    // No outcome chosen: refused at the field, nothing sent.
    await user.click(within(form).getByRole("button", { name: "Log contact" }));
    const outcome = within(form).getByLabelText("What came of it");
    expect(document.activeElement).toBe(outcome);
    expect(outcome.getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("POST", `${leadApiPath}/contacts`)).toHaveLength(0);

    await user.selectOptions(outcome, "no_answer");
    await user.type(within(form).getByLabelText("Note (optional)"), "Rang twice.");
    await user.click(within(form).getByRole("button", { name: "Log contact" }));
    expect(await screen.findByText("Contact logged: Call, no answer.")).not.toBeNull();
    const [call] = api.callsTo("POST", `${leadApiPath}/contacts`);
    expect(call!.body).toEqual({ method: "call", outcome: "no_answer", note: "Rang twice." });
    expect(call!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    await waitFor(() => expect(document.body.textContent).toContain("First contact after 21 min"));
    const history = screen.getByRole("region", { name: "Notes and history" });
    expect(history.textContent).toContain("Call, no answer by maria");
    expect(history.textContent).toContain("Rang twice.");
  });

  it("shows the server's field errors for a contact and keeps the note", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, intakeSession),
      [`GET ${leadApiPath}`]: detailWith({ smsOptedOut: true }),
      [`POST ${leadApiPath}/contacts`]: json(422, {
        errors: { method: ["This person opted out of texts."] },
      }),
    });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    const form = await screen.findByRole("form", { name: "Log a contact" });
    await user.selectOptions(within(form).getByLabelText("How"), "text");
    expect(form.textContent).toContain("Do not text. Opted out of texts (STOP). Call or e-mail instead.");
    await user.selectOptions(within(form).getByLabelText("What came of it"), "sent");
    await user.type(within(form).getByLabelText("Note (optional)"), "Keep me");
    await user.click(within(form).getByRole("button", { name: "Log contact" }));
    expect(await within(form).findByRole("alert")).not.toBeNull();
    await waitFor(() => expect(within(form).getByLabelText("How").getAttribute("aria-invalid")).toBe("true"));
    expect((within(form).getByLabelText("Note (optional)") as HTMLTextAreaElement).value).toBe("Keep me");
  });
});

describe("assigning a lead", () => {
  const assignmentEvent = (fromUser: string | null, toUser: string | null, actor: string) => ({
    kind: "assignment",
    fromStatus: null,
    toStatus: null,
    text: null,
    fromUser,
    toUser,
    actor,
    at: minutesAfter(2).toISOString(),
  });

  it("lets intake staff take a lead and release it, nothing more", async () => {
    const me = { username: "maria", displayName: "Maria Lopez" };
    const api = fakeApi({
      "GET /api/admin/session": json(200, intakeSession),
      [`GET ${leadApiPath}`]: [
        detailWith({}),
        detailWith({ assignee: me }, { events: [assignmentEvent(null, "maria", "maria")] }),
      ],
      [`PUT ${leadApiPath}/assignee`]: json(200, {
        assignee: me,
        event: assignmentEvent(null, "maria", "maria"),
      }),
    });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    await user.click(await screen.findByRole("button", { name: "Assign to me" }));
    expect(await screen.findByText("The lead is assigned to you.")).not.toBeNull();
    const [put] = api.callsTo("PUT", `${leadApiPath}/assignee`);
    expect(put!.body).toEqual({ username: "maria" });
    expect(put!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    expect(await screen.findByRole("button", { name: "Release" })).not.toBeNull();
    expect(screen.queryByLabelText("Assign to")).toBeNull();
    expect(api.callsTo("GET", "/api/admin/users")).toHaveLength(0);
    expect(screen.getByRole("region", { name: "Notes and history" }).textContent).toContain(
      "Assigned to maria by maria",
    );
  });

  it("shows a refusal in the error alert", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, intakeSession),
      [`GET ${leadApiPath}`]: detailWith({ assignee: { username: "rosa.m", displayName: "Rosa M" } }),
      [`PUT ${leadApiPath}/assignee`]: json(409, {
        errors: { form: ["Someone else has this lead. Ask an administrator."] },
      }),
    });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    await user.click(await screen.findByRole("button", { name: "Assign to me" }));
    expect(await screen.findByText("Someone else has this lead. Ask an administrator.")).not.toBeNull();
  });

  it("lets an administrator give the lead to any enabled user or to nobody", async () => {
    const disabled = { ...staffUser, username: "old.hand", displayName: "Old Hand", disabled: true };
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/users": json(200, { users: [staffUser, disabled] }),
      [`GET ${leadApiPath}`]: detailWith({}, { events: [assignmentEvent("maria", null, "admin")] }),
      [`PUT ${leadApiPath}/assignee`]: json(200, {
        assignee: { username: "ana", displayName: "Ana Ruiz" },
        event: assignmentEvent(null, "ana", "maria"),
      }),
    });
    const user = userEvent.setup();
    renderAdmin(leadPagePath);
    const select = (await screen.findByLabelText("Assign to")) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.textContent)).toEqual(["Nobody", "Ana Ruiz (ana)"]);
    expect(screen.queryByRole("button", { name: "Assign to me" })).toBeNull();
    await user.selectOptions(select, "ana");
    await user.click(screen.getByRole("button", { name: "Save assignment" }));
    expect(await screen.findByText("The lead is assigned to Ana Ruiz (ana).")).not.toBeNull();
    expect(api.callsTo("PUT", `${leadApiPath}/assignee`)[0]!.body).toEqual({ username: "ana" });
    expect(screen.getByRole("region", { name: "Notes and history" }).textContent).toContain(
      "Unassigned from maria by admin",
    );
  });
});
