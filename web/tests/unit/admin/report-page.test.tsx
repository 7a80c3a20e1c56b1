import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, intakeSession, json, session } from "./fake-api";
import { renderAdmin } from "./render-admin";

// The report page with a fake /api/admin/report. jsdom has no canvas, so the charts are stand-in
// canvases that keep the props the page gives them (their accessible name); Chart.js itself is
// not under test here.
vi.mock("react-chartjs-2", () => import("./chart-stand-in"));

afterEach(() => vi.unstubAllGlobals());

const week = (weekStart: string, fields: Record<string, unknown>) => ({
  weekStart,
  leads: 0,
  byForm: {},
  bySource: {},
  contacted: 0,
  medianMinutes: null,
  p90Minutes: null,
  withinSla: 0,
  withinSlaShare: null,
  ...fields,
});

const report = {
  slaMinutes: 15,
  generatedAt: "2026-11-18T03:00:00.000Z",
  openBreaches: 3,
  weeks: [
    week("2026-11-02", {}),
    week("2026-11-09", {
      leads: 10,
      byForm: { "case-review": 7, "harassment-questionnaire": 3 },
      bySource: { google: 4, "": 6 },
      contacted: 8,
      medianMinutes: 12.5,
      p90Minutes: 65,
      withinSla: 6,
      withinSlaShare: 0.6,
    }),
    week("2026-11-16", {
      leads: 2,
      byForm: { "case-review": 2 },
      bySource: { google: 1, facebook: 1 },
      contacted: 1,
      medianMinutes: 4,
      p90Minutes: 4,
      withinSla: 1,
      withinSlaShare: 0.5,
    }),
  ],
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("rowheader")
    .concat(within(row).getAllByRole("cell"))
    .map((c) => c.textContent);

describe("report page", () => {
  it("asks for the period in the URL and shows the headline numbers", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/report": json(200, report),
    });
    renderAdmin("/admin/report?weeks=4");
    expect(await screen.findByRole("heading", { level: 1, name: "Report" })).not.toBeNull();
    await screen.findByText("Leads in the period");
    expect(api.callsTo("GET", "/api/admin/report")[0]!.url).toBe("/api/admin/report?weeks=4");

    // Term and value, one pair per headline (the value's lines run together in textContent).
    const terms = screen.getAllByRole("term").map((t) => t.textContent);
    const values = screen.getAllByRole("definition").map((d) => d.textContent);
    expect(terms).toEqual([
      "Leads in the period",
      "Contacted within 15 min",
      "Time to first contact, week of Nov 16",
      "Waiting past 15 min right now",
    ]);
    expect(values[0]).toBe("12" + "3 weeks, the weeks of Nov 2 to Nov 16, 2026");
    expect(values[1]).toBe("58%" + "7 of 12 leads");
    expect(values[2]).toBe("Median 4 min" + "90th percentile 4 min");
    expect(values[3]).toMatch(/^3leads with no contact attempt\./);
    expect(screen.getByRole("link", { name: "See leads needing first contact" }).getAttribute("href")).toBe(
      "/admin?contact=none",
    );
  });

  it("says a capped count of leads waiting is more", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/report": json(200, { ...report, openBreaches: 10000, openBreachesCapped: true }),
    });
    renderAdmin("/admin/report");
    await screen.findByText("Leads in the period");
    const values = screen.getAllByRole("definition").map((d) => d.textContent);
    expect(values[3]).toMatch(/^10,000\+leads with no contact attempt\./);
  });

  it("has a table of numbers for each chart", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/report": json(200, report) });
    renderAdmin("/admin/report");
    const forms = await screen.findByRole("table", { name: /^Leads per week by form/ });
    const formRows = within(forms).getAllByRole("row");
    expect(
      within(formRows[0]!)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Week of", "Case review", "Harassment questionnaire", "Call booking", "All forms"]);
    expect(cells(formRows[2]!)).toEqual(["Nov 9, 2026", "7", "3", "0", "10"]);
    expect(cells(formRows[3]!)).toEqual(["Nov 16, 2026 (so far)", "2", "0", "0", "2"]);
    expect(cells(formRows.at(-1)!)).toEqual(["All weeks", "9", "3", "0", "12"]);

    const sources = screen.getByRole("table", { name: /^Leads per week by campaign source/ });
    const sourceRows = within(sources).getAllByRole("row");
    expect(
      within(sourceRows[0]!)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Week of", "No campaign", "google", "facebook", "All sources"]);
    expect(cells(sourceRows[2]!)).toEqual(["Nov 9, 2026", "6", "4", "0", "10"]);

    const times = screen.getByRole("table", { name: /^Time to first contact by week/ });
    const timeRows = within(times).getAllByRole("row");
    expect(
      within(timeRows[0]!)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Week of",
      "Leads",
      "Contacted",
      "Median",
      "90th percentile",
      "Within 15 min",
      "Share within 15 min",
    ]);
    expect(cells(timeRows[1]!)).toEqual(["Nov 2, 2026", "0", "0", "—", "—", "0", "—"]);
    expect(cells(timeRows[2]!)).toEqual(["Nov 9, 2026", "10", "8", "13 min", "1 h 5 min", "6", "60%"]);
    expect(cells(timeRows.at(-1)!)).toEqual(["All weeks", "12", "9", "—", "—", "7", "58%"]);

    // Each chart is an image named by its summary; the table under it has the numbers.
    const charts = screen.getAllByRole("img");
    expect(charts).toHaveLength(3);
    expect(charts[0]!.getAttribute("aria-label")).toMatch(
      "Bar chart of leads per week by form, 3 weeks, the weeks of Nov 2 to Nov 16, 2026. Totals: Case review 9, Harassment questionnaire 3.",
    );
    expect(charts[2]!.getAttribute("aria-label")).toMatch("first-contact target of 15 min");
  });

  it("links the CSV of the same period and moves to another period", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/report": json(200, report),
    });
    const user = userEvent.setup();
    renderAdmin("/admin/report");
    await screen.findByText("Leads in the period");
    expect(api.callsTo("GET", "/api/admin/report")[0]!.url).toBe("/api/admin/report?weeks=12");
    const csv = screen.getByRole("link", { name: /Download CSV/ });
    expect(csv.getAttribute("href")).toBe("/api/admin/report.csv?weeks=12");
    expect(csv.hasAttribute("download")).toBe(true);

    const periods = screen.getByRole("navigation", { name: "Report period" });
    expect(within(periods).getByRole("link", { name: "12 weeks" }).getAttribute("aria-current")).toBe("page");
    await user.click(within(periods).getByRole("link", { name: "26 weeks" }));
    await waitFor(() => expect(api.callsTo("GET", "/api/admin/report")).toHaveLength(2));
    expect(api.callsTo("GET", "/api/admin/report")[1]!.url).toBe("/api/admin/report?weeks=26");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: /Download CSV/ }).getAttribute("href")).toBe(
        "/api/admin/report.csv?weeks=26",
      ),
    );
    expect(within(periods).getByRole("link", { name: "26 weeks" }).getAttribute("aria-current")).toBe("page");
  });

  it("reads a period it cannot use as the default", async () => {
    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/report": json(200, report),
    });
    renderAdmin("/admin/report?weeks=99");
    await screen.findByText("Leads in the period");
    expect(api.callsTo("GET", "/api/admin/report")[0]!.url).toBe("/api/admin/report?weeks=12");
  });

  it("is there for intake staff too, in the menu", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, intakeSession),
      "GET /api/admin/report": json(200, report),
    });
    renderAdmin("/admin/report");
    await screen.findByText("Leads in the period");
    const nav = screen.getByRole("navigation", { name: "Staff" });
    expect(within(nav).getByRole("link", { name: "Report" }).getAttribute("aria-current")).toBe("page");
  });

  it("says what went wrong and keeps the period links", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/report": json(400, { errors: { weeks: ["Choose from 1 to 52 weeks."] } }),
    });
    renderAdmin("/admin/report?weeks=52");
    expect((await screen.findByRole("alert")).textContent).toBe("Choose from 1 to 52 weeks.");
    expect(screen.getByRole("navigation", { name: "Report period" })).not.toBeNull();
  });

  it("treats an answer it cannot read as a server fault", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/report": json(200, { ...report, weeks: [{ weekStart: "2026-11-16" }] }),
    });
    renderAdmin("/admin/report");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toMatch(
        "The server had a problem while loading the report",
      ),
    );
  });
});
