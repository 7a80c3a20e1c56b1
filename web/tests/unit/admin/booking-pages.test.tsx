import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi, hoursWeek, json, leadDetail, leadRow, session, staffSession, staffUser } from "./fake-api";
import { polyfillDialog, renderAdmin } from "./render-admin";

// Booking in the staff pages (issue 35) with a fake /api/admin: hours on the account page and an
// administrator's user page, the calendar feed, the calls views, a lead's booked call with its
// reminders and outcome, and the report's booked calls.

vi.mock("react-chartjs-2", () => import("./chart-stand-in"));

beforeAll(polyfillDialog);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settings = { callMinutes: 30, bufferMinutes: 10, horizonDays: 14, minNoticeMinutes: 120 };
const availability = {
  weekly: hoursWeek({ mon: [{ start: "09:00", end: "12:00" }] }),
  daysOff: ["2026-12-24"],
  languages: ["en"],
  settings,
};
const ownHours = "/api/admin/users/maria/availability";
const feedPath = "/api/admin/account/calendar-feed";
const noContent = () => new Response(null, { status: 204 });

/** The account page with the hours and feed answers given; the feed is off unless said otherwise. */
function openAccount(answers: Record<string, unknown> = {}) {
  const api = fakeApi({
    "GET /api/admin/session": json(200, session),
    [`GET ${ownHours}`]: json(200, availability),
    [`GET ${feedPath}`]: json(200, { active: false, createdAt: null }),
    ...(answers as Record<string, Response>),
  });
  renderAdmin("/admin/account");
  return api;
}

const monday = () => screen.findByRole("group", { name: "Monday" });

describe("hours for calls on the account page", () => {
  it("shows the hours, the days off, the languages and the settings, in California time", async () => {
    openAccount();
    const day = await monday();
    expect((within(day).getByLabelText("From, Monday range 1") as HTMLInputElement).value).toBe("09:00");
    expect((within(day).getByLabelText("Until, Monday range 1") as HTMLInputElement).step).toBe("300");
    expect(
      within(screen.getByRole("group", { name: "Tuesday" })).getByText("No calls on Tuesdays."),
    ).not.toBeNull();
    expect(screen.getByRole("button", { name: "Remove Thu, Dec 24, 2026" })).not.toBeNull();
    expect((screen.getByRole("checkbox", { name: "English" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Spanish" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/All times are California time/)).not.toBeNull();
    expect(
      screen.getByText(/Each call takes 30 minutes, with at least 10 minutes between two calls/),
    ).not.toBeNull();
  });

  it("saves a second range on a day, a day off and a language, all together with the CSRF token", async () => {
    const api = openAccount({ [`PUT ${ownHours}`]: json(200, availability) });
    const user = userEvent.setup();
    const day = await monday();
    await user.click(within(day).getByRole("button", { name: "Add a time range on Monday" }));
    const from = within(day).getByLabelText("From, Monday range 2");
    await waitFor(() => expect(document.activeElement).toBe(from));
    fireEvent.change(from, { target: { value: "13:00" } });
    fireEvent.change(within(day).getByLabelText("Until, Monday range 2"), { target: { value: "00:00" } });
    fireEvent.change(screen.getByLabelText("Day off to add"), { target: { value: "2026-12-31" } });
    await user.click(screen.getByRole("button", { name: "Add day off" }));
    await user.click(screen.getByRole("checkbox", { name: "Spanish" }));
    await user.click(screen.getByRole("button", { name: "Save hours" }));

    expect(await screen.findByText("Your hours were saved.")).not.toBeNull();
    const [put] = api.callsTo("PUT", ownHours);
    expect(put!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    expect(put!.body).toEqual({
      weekly: hoursWeek({
        mon: [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "24:00" },
        ],
      }),
      daysOff: ["2026-12-24", "2026-12-31"],
      languages: ["en", "es"],
    });
  });

  it("removes a range and a day off, and keeps the focus in the form", async () => {
    const api = openAccount({ [`PUT ${ownHours}`]: json(200, availability) });
    const user = userEvent.setup();
    const day = await monday();
    await user.click(within(day).getByRole("button", { name: "Remove, Monday range 1" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(day).getByRole("button", { name: "Add a time range on Monday" }),
      ),
    );
    expect(within(day).getByText("No calls on Mondays.")).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove Thu, Dec 24, 2026" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Day off to add")));
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    await screen.findByText("Your hours were saved.");
    const body = api.callsTo("PUT", ownHours)[0]!.body as { weekly: { mon: unknown[] }; daysOff: unknown[] };
    expect(body.weekly.mon).toEqual([]);
    expect(body.daysOff).toEqual([]);
  });

  it("checks a range that ends before it starts at the range, without asking the server", async () => {
    const api = openAccount();
    const user = userEvent.setup();
    const day = await monday();
    const until = within(day).getByLabelText("Until, Monday range 1");
    fireEvent.change(until, { target: { value: "08:00" } });
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    const from = within(day).getByLabelText("From, Monday range 1");
    await waitFor(() => expect(document.activeElement).toBe(from));
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(from.getAttribute("aria-describedby")!)?.textContent).toMatch(
      "ends before it starts",
    );
    expect(api.callsTo("PUT", ownHours)).toHaveLength(0);
  });

  it("shows the server's 422 at the range it names, counted in order of start", async () => {
    openAccount({
      [`PUT ${ownHours}`]: json(422, {
        errors: { "weekly.mon.0": ["overlaps the range before"], languages: ["en or es"] },
      }),
    });
    const user = userEvent.setup();
    const day = await monday();
    // A new first row on screen that starts later: the server's "weekly.mon.0" is still 09:00-12:00.
    await user.click(within(day).getByRole("button", { name: "Add a time range on Monday" }));
    fireEvent.change(within(day).getByLabelText("From, Monday range 2"), { target: { value: "07:00" } });
    fireEvent.change(within(day).getByLabelText("Until, Monday range 2"), { target: { value: "08:00" } });
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    // Sent by start, the 07:00 row went first: the message belongs to it.
    const second = within(day).getByLabelText("From, Monday range 2");
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(document.getElementById(second.getAttribute("aria-describedby")!)?.textContent).toBe(
      "overlaps the range before",
    );
    expect(within(day).getByLabelText("From, Monday range 1").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("en or es")).not.toBeNull();
  });
});

describe("the calendar feed", () => {
  it("makes a link, shows it once with where to paste it, replaces it and turns it off, asking first", async () => {
    const first = "https://firm.example/calendar/first-secret.ics";
    const second = "https://firm.example/calendar/second-secret.ics";
    const api = openAccount({
      [`POST ${feedPath}`]: [
        json(201, { url: first, createdAt: "2026-11-27T18:00:00Z" }),
        json(201, { url: second, createdAt: "2026-11-27T18:05:00Z" }),
      ],
      [`DELETE ${feedPath}`]: noContent(),
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Your calendar feed is off.")).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Make a calendar link" }));

    const shown = await screen.findByRole("region", { name: "Your calendar link" });
    await waitFor(() => expect(document.activeElement).toBe(shown));
    expect(shown.textContent).toContain(first);
    expect(shown.textContent).toMatch(/Google Calendar or Outlook/);
    expect(shown.textContent).toMatch(/Anyone with this link sees the times and references of your calls/);
    expect(screen.getByText(/Your calendar feed is on/)).not.toBeNull();
    expect(api.callsTo("POST", feedPath)[0]!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);

    const replace = screen.getByRole("button", { name: "Make a new link" });
    await user.click(replace);
    const dialog = screen.getByRole("dialog", { name: "Make a new calendar link?" });
    expect(dialog.textContent).toMatch("stops working at once");
    await user.click(within(dialog).getByRole("button", { name: "Make a new link" }));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Your calendar link" }).textContent).toContain(second),
    );
    expect(screen.queryByText(first)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Turn off" }));
    const off = screen.getByRole("dialog", { name: "Turn off your calendar feed?" });
    await user.click(within(off).getByRole("button", { name: "Turn off the feed" }));
    expect(await screen.findByText("Your calendar feed is off.")).not.toBeNull();
    expect(screen.queryByRole("region", { name: "Your calendar link" })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Make a calendar link" })),
    );
    expect(api.callsTo("DELETE", feedPath)).toHaveLength(1);
  });

  it("says when the feed is on without showing its link again", async () => {
    openAccount({ [`GET ${feedPath}`]: json(200, { active: true, createdAt: "2026-11-20T18:00:00Z" }) });
    expect(await screen.findByText(/Your calendar feed is on: its link was made/)).not.toBeNull();
    expect(screen.queryByRole("region", { name: "Your calendar link" })).toBeNull();
    expect(screen.getByRole("button", { name: "Turn off" })).not.toBeNull();
  });
});

describe("an administrator editing someone's hours", () => {
  it("loads and saves them under that user's name", async () => {
    const anaHours = "/api/admin/users/ana/availability";
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/users/ana": json(200, { user: staffUser, sessions: [staffSession] }),
      [`GET ${anaHours}`]: json(200, { ...availability, languages: ["es"] }),
      [`PUT ${anaHours}`]: json(200, availability),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/users/ana");
    expect(await screen.findByRole("heading", { level: 2, name: "When they take calls" })).not.toBeNull();
    expect(((await screen.findByRole("checkbox", { name: "Spanish" })) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(screen.getByRole("button", { name: "Save hours" }));
    expect(await screen.findByText("The hours of Ana Ruiz were saved.")).not.toBeNull();
    expect(api.callsTo("PUT", anaHours)).toHaveLength(1);
  });
});

const call = (fields: Record<string, unknown>) => ({
  id: "c1",
  start: "2026-11-30T17:00:00Z",
  end: "2026-11-30T17:30:00Z",
  user: "maria",
  state: "booked",
  language: "es",
  lead: { form: "case-review", id: leadRow.id, reference: "GC-7K3M-Q9TD", name: "Ana R." },
  ...fields,
});

describe("the calls views", () => {
  it("lists today's calls earliest first, in California time, each linking to its lead", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T15:00:00Z"));
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/calls": json(200, {
        calls: [
          call({ id: "c2", start: "2026-11-30T22:00:00Z", user: "ana", language: "en", state: "done" }),
          call({}),
        ],
      }),
    });
    renderAdmin("/admin/calls");
    const table = await screen.findByRole("table", { name: /Calls today, Monday, November 30: 2 calls/ });
    const [header, first, second] = within(table).getAllByRole("row");
    expect(
      within(header!)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Time (California)", "Person", "Language", "Reference", "Name", "State"]);
    expect(
      within(first!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Mon Nov 30, 9:00 AM", "maria (you)", "Spanish", "GC-7K3M-Q9TD", "Ana R.", "Booked"]);
    expect(within(first!).getByRole("link", { name: "GC-7K3M-Q9TD" }).getAttribute("href")).toBe(
      `/admin/leads/case-review/${leadRow.id}`,
    );
    expect(second!.textContent).toContain("Mon Nov 30, 2:00 PM");
    expect(second!.textContent).toContain("Done");
    expect(api.calls.find((c) => c.url.startsWith("/api/admin/calls"))!.url).toBe(
      "/api/admin/calls?view=today",
    );
    const views = screen.getByRole("navigation", { name: "Call views" });
    expect(within(views).getByRole("link", { name: "Calls today" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("says in plain words that you have no calls, and where to set your hours", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/calls": json(200, { calls: [] }),
    });
    renderAdmin("/admin/calls?view=mine");
    expect(await screen.findByText(/You have no calls booked from today on/)).not.toBeNull();
    expect(screen.getByRole("link", { name: "your account page" }).getAttribute("href")).toBe(
      "/admin/account",
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(api.calls.find((c) => c.url.startsWith("/api/admin/calls"))!.url).toBe(
      "/api/admin/calls?view=mine",
    );
    const views = screen.getByRole("navigation", { name: "Call views" });
    expect(within(views).getByRole("link", { name: "My calls" }).getAttribute("aria-current")).toBe("page");
  });

  it("still lists a call whose lead the server could not name", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/calls": json(200, { calls: [call({ lead: null, user: null })] }),
    });
    renderAdmin("/admin/calls");
    const table = await screen.findByRole("table", { name: /1 call,/ });
    const [, row] = within(table).getAllByRole("row");
    expect(
      within(row!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Mon Nov 30, 9:00 AM", "—", "Spanish", "—", "—", "Booked"]);
  });

  it("keeps the view links when the calls cannot be loaded", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/calls": json(500, {}) });
    renderAdmin("/admin/calls");
    expect(await screen.findByText(/The server had a problem while loading the calls/)).not.toBeNull();
    expect(screen.getByRole("link", { name: "My calls" })).not.toBeNull();
  });
});

describe("a lead's booked call", () => {
  const leadApi = `/api/admin/leads/case-review/${leadRow.id}`;
  const booked = {
    ...call({}),
    reminders: [
      { kind: "confirmation", channel: "email", state: "delivered", lastError: "" },
      { kind: "reminder_24h", channel: "sms", state: "dead", lastError: "21610 unsubscribed" },
      { kind: "reminder_1h", channel: "email", state: "pending", lastError: null },
    ],
  };

  function openLead(now: string, answers: Record<string, unknown> = {}) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(now));
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${leadApi}`]: json(200, leadDetail),
      [`GET ${leadApi}/booking`]: json(200, { booking: booked }),
      ...(answers as Record<string, Response>),
    });
    renderAdmin(`/admin/leads/case-review/${leadRow.id}`);
    return api;
  }

  it("shows when and with whom, and a reminder that did not go out as a problem with its error", async () => {
    openLead("2026-11-30T16:00:00Z");
    const section = await screen.findByRole("region", { name: "Booked call" });
    expect(section.textContent).toContain("Mon Nov 30, 9:00 AM to 9:30 AM");
    expect(section.textContent).toContain("maria");
    expect(section.textContent).toContain("Spanish");
    expect(section.textContent).toMatch(/did not reach the worker/);
    expect(section.textContent).toContain(
      "Reminder 24 hours before (text message) could not be sent; the system gave up. Error: 21610 unsubscribed",
    );
    const messages = within(section).getByRole("table", { name: "Messages to the worker about the call" });
    const rows = within(messages).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(rows[2]!.textContent).toContain("Gave up");
    // Before the call's start, neither outcome can be chosen, and the page says why.
    expect(
      (within(section).getByRole("button", { name: "Mark as done" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((within(section).getByRole("button", { name: "No-show" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(section.textContent).toContain(
      "You can mark the call once it has started, at Mon Nov 30, 9:00 AM",
    );
  });

  it("marks a call done once its start has come, and says so", async () => {
    const api = openLead("2026-11-30T17:05:00Z", {
      [`POST ${leadApi}/booking/outcome`]: json(200, { booking: { ...booked, state: "done" } }),
      [`GET ${leadApi}/booking`]: [
        json(200, { booking: booked }),
        json(200, { booking: { ...booked, state: "done" } }),
      ],
    });
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Booked call" });
    await user.click(within(section).getByRole("button", { name: "Mark as done" }));
    expect(await within(section).findByText("The call is marked as done.")).not.toBeNull();
    const [post] = api.callsTo("POST", `${leadApi}/booking/outcome`);
    expect(post!.body).toEqual({ outcome: "done" });
    expect(post!.headers.get("X-CSRF-Token")).toBe(session.csrfToken);
    await waitFor(() => expect(within(section).queryByRole("button", { name: "Mark as done" })).toBeNull());
    expect(section.textContent).toContain("Done");
    expect(document.activeElement).toBe(within(section).getByRole("heading", { name: "Booked call" }));
  });

  it("asks before a no-show, saying it starts the follow-up tries, and shows a 409 in the dialog", async () => {
    const api = openLead("2026-11-30T17:05:00Z", {
      [`POST ${leadApi}/booking/outcome`]: json(409, {
        errors: { outcome: ["This call was already marked done."] },
      }),
    });
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Booked call" });
    await user.click(within(section).getByRole("button", { name: "No-show" }));
    const dialog = screen.getByRole("dialog", { name: "Mark this call as a no-show?" });
    expect(dialog.textContent).toMatch("starts the follow-up tries");
    await user.click(within(dialog).getByRole("button", { name: "Mark as a no-show" }));
    expect(await within(dialog).findByText("This call was already marked done.")).not.toBeNull();
    expect(api.callsTo("POST", `${leadApi}/booking/outcome`)[0]!.body).toEqual({ outcome: "no_show" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(within(section).getByRole("button", { name: "No-show" }));
  });

  it("marks a no-show after asking, then says the follow-up tries have started", async () => {
    const api = openLead("2026-11-30T17:05:00Z", {
      [`POST ${leadApi}/booking/outcome`]: json(200, { booking: { ...booked, state: "no_show" } }),
      [`GET ${leadApi}/booking`]: [
        json(200, { booking: booked }),
        json(200, { booking: { ...booked, state: "no_show" } }),
      ],
    });
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Booked call" });
    await user.click(within(section).getByRole("button", { name: "No-show" }));
    const dialog = screen.getByRole("dialog", { name: "Mark this call as a no-show?" });
    await user.click(within(dialog).getByRole("button", { name: "Mark as a no-show" }));
    expect(
      await within(section).findByText(/marked as a no-show.*follow-up tries have started/),
    ).not.toBeNull();
    expect(api.callsTo("POST", `${leadApi}/booking/outcome`)[0]!.body).toEqual({ outcome: "no_show" });
    await waitFor(() => expect(within(section).queryByRole("button", { name: "No-show" })).toBeNull());
    expect(section.textContent).toContain("No-show");
    expect(document.activeElement).toBe(within(section).getByRole("heading", { name: "Booked call" }));
  });

  it("shows no section for a lead that never booked a call", async () => {
    openLead("2026-11-30T16:00:00Z", { [`GET ${leadApi}/booking`]: json(200, { booking: null }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Reyes" })).not.toBeNull();
    expect(screen.queryByRole("region", { name: "Booked call" })).toBeNull();
  });

  it("says so when the booked call cannot be loaded, and the lead still opens", async () => {
    openLead("2026-11-30T16:00:00Z", { [`GET ${leadApi}/booking`]: json(500, {}) });
    const section = await screen.findByRole("region", { name: "Booked call" });
    expect(section.textContent).toMatch(/The server had a problem while loading the booked call/);
    expect(screen.getByRole("heading", { level: 1, name: "Ana Reyes" })).not.toBeNull();
  });
});

describe("the report's booked calls", () => {
  const report = {
    slaMinutes: 15,
    generatedAt: "2026-11-25T03:00:00.000Z",
    openBreaches: 0,
    weeks: [
      {
        weekStart: "2026-11-16",
        leads: 2,
        byForm: { "case-review": 2 },
        bySource: { "": 2 },
        contacted: 2,
        medianMinutes: 10,
        p90Minutes: 12,
        withinSla: 2,
        withinSlaShare: 1,
      },
    ],
    bookings: {
      weeks: [
        { week: "2026-11-16", booked: 4, done: 3, noShow: 1 },
        // The Monday may also come as weekStart, as the lead weeks name it.
        { weekStart: "2026-11-23", booked: 2, done: 0, noShow: 0 },
      ],
      showRate: 0.75,
      medianMinutesToCall: 1260,
    },
  };

  it("shows bookings per week, the share that showed up and the median time to the call, with a table", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/report": json(200, report) });
    renderAdmin("/admin/report");
    const section = await screen.findByRole("region", { name: "Booked calls" });
    expect(section.textContent).toContain("75%");
    expect(section.textContent).toContain("3 done, 1 no-show");
    expect(section.textContent).toContain("21 hours");
    const chart = within(section).getByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "Bar chart of booked calls per week, 2 weeks, the weeks of Nov 16 to Nov 23, 2026: 6 booked, 3 done, 1 no-show. The numbers are in the table below.",
    );
    const table = within(section).getByRole("table", { name: /^Booked calls by week/ });
    const rows = within(table).getAllByRole("row");
    const cells = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(["Week of", "Booked", "Done", "No-show", "Showed up"]);
    expect(cells(rows[1]!)).toEqual(["Nov 16, 2026", "4", "3", "1", "75%"]);
    expect(cells(rows[2]!)).toEqual(["Nov 23, 2026 (so far)", "2", "0", "0", "—"]);
    expect(cells(rows[3]!)).toEqual(["All weeks", "6", "3", "1", "75%"]);
  });

  it("says plainly when nothing was booked, and leaves the part out for a server without it", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/report": [
        json(200, { ...report, bookings: { weeks: [], showRate: null, medianMinutesToCall: null } }),
      ],
    });
    renderAdmin("/admin/report");
    const section = await screen.findByRole("region", { name: "Booked calls" });
    expect(section.textContent).toContain("No calls were booked in this period.");
    expect(section.textContent).toContain("No call marked done or no-show yet.");
    expect(within(section).queryByRole("table")).toBeNull();
  });

  it("has no booked-calls part from a server before issue 35", async () => {
    const { bookings, ...older } = report;
    void bookings;
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/report": json(200, older) });
    renderAdmin("/admin/report");
    expect(await screen.findByRole("table", { name: /^Leads per week by form/ })).not.toBeNull();
    expect(screen.queryByRole("region", { name: "Booked calls" })).toBeNull();
  });
});
