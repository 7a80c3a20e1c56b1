import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { flagTexts } from "@/features/admin/leads/components/leads-table";
import {
  fakeApi,
  json,
  leadDetail,
  leadRow,
  session,
  leadList,
  waitingLeadRow,
  clockAfterLead,
} from "./fake-api";
import { renderAdmin } from "./render-admin";

// Issue 18 in the staff pages: the list's next deadline and its flag, and the lead page's
// deadlines with the estimate a worker tool attached.

clockAfterLead(5);

const row = waitingLeadRow;
const list = leadList;

describe("the lead list's deadlines", () => {
  it("names a flagged deadline first among the warnings", () => {
    const deadline = { rule: "eeoc-charge", due: "2027-01-10", daysLeft: 12, flagged: true };
    expect(flagTexts({ duplicate: true, employerMatches: 0 }, deadline)).toEqual([
      "Deadline in 12 days",
      "Possible duplicate",
    ]);
    expect(flagTexts({ duplicate: false, employerMatches: 0 }, { ...deadline, flagged: false })).toEqual([]);
  });

  it("flags a lead without a day to count from as needing the date, not by its days", () => {
    const mark = { rule: "date-needed", due: "2026-11-20", daysLeft: -4, flagged: true };
    expect(flagTexts({ duplicate: false, employerMatches: 0 }, mark)).toEqual([
      "Date needed: ask when it began",
    ]);
  });

  it("shows the next deadline in its column, flagged in words, and a dash without one", async () => {
    const soon = {
      ...row,
      deadline: { rule: "eeoc-charge", due: "2027-01-10", daysLeft: 12, flagged: true },
    };
    const none = { ...row, id: "7d7c4a1e-0000-4000-8000-000000000009", firstName: "Luis", deadline: null };
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": list([soon, none]) });
    renderAdmin("/admin");
    const table = await screen.findByRole("table");
    const [header, first, second] = within(table).getAllByRole("row");
    expect(header!.textContent).toContain("Next deadline");
    expect(within(within(first!).getByRole("rowheader")).getByText("Deadline in 12 days")).not.toBeNull();
    expect(first!.textContent).toContain("January 10, 2027");
    expect(first!.textContent).toContain("Charge with the federal EEOC");
    expect(second!.textContent).not.toMatch(/Deadline in/);
  });

  it("shows a lead without a day to count from as 'Date needed' in the column", async () => {
    const unknown = {
      ...row,
      deadline: { rule: "date-needed", due: "2026-11-20", daysLeft: -4, flagged: true },
    };
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": list([unknown]) });
    renderAdmin("/admin");
    const table = await screen.findByRole("table");
    const [, first] = within(table).getAllByRole("row");
    expect(first!.textContent).toContain("Date neededAsk when it began");
    expect(first!.textContent).not.toContain("passed");
  });

  it("reads a list from a server without deadlines", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": list([row]) });
    renderAdmin("/admin");
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(2);
  });
});

describe("the lead page's deadlines and estimate", () => {
  const leadApiPath = `/api/admin/leads/case-review/${leadRow.id}`;
  const open = (body: unknown) => {
    fakeApi({ "GET /api/admin/session": json(200, session), [`GET ${leadApiPath}`]: json(200, body) });
    renderAdmin(`/admin/leads/case-review/${leadRow.id}`);
    return screen.findByRole("heading", { level: 2, name: "Filing deadlines (estimate)" });
  };

  it("lists every deadline with the days left or passed, and the wage estimate line by line", async () => {
    const estimate = {
      tool: "wages",
      hourlyRate: 18.5,
      weeks: 52,
      lines: [
        { id: "overtime", amountUsd: 1443 },
        { id: "meal-premiums", amountUsd: 962 },
      ],
      totalUsd: 2405,
    };
    const heading = await open({
      ...leadDetail,
      lead: { ...leadDetail.lead, answers: { ...leadDetail.lead.answers, estimate } },
      slaMinutes: 15,
      contacts: [],
      deadlines: [
        { rule: "eeoc-charge", due: "2026-09-16", daysLeft: -66 },
        { rule: "crd-complaint", due: "2028-11-20", daysLeft: 727 },
      ],
    });
    const section = heading.closest("section")!;
    expect(section.textContent).toContain(
      "Charge with the federal EEOCSeptember 16, 2026 (passed 66 days ago)",
    );
    expect(section.textContent).toContain("November 20, 2028 (727 days left)");
    expect(section.textContent).toContain("Unpaid overtime$1,443.00");
    expect(section.textContent).toContain("Estimated total$2,405.00");
    // The estimate is shown here, not as raw data among the answers.
    const answers = screen.getByRole("heading", { level: 2, name: "Answers" }).closest("section")!;
    expect(answers.textContent).not.toContain("1443");
  });

  it("says when no issue type chosen has a deadline", async () => {
    const heading = await open({ ...leadDetail, slaMinutes: 15, contacts: [] });
    expect(heading.closest("section")!.textContent).toContain("No estimate: none of the issue types");
  });

  it("asks for the date, as urgent, when the lead has no day to count from", async () => {
    const heading = await open({
      ...leadDetail,
      slaMinutes: 15,
      contacts: [],
      deadlines: [{ rule: "date-needed", due: "2026-11-20", daysLeft: -4 }],
    });
    const text = heading.closest("section")!.textContent;
    expect(text).toContain("Date needed: the worker gave no day we can count from");
    expect(text).toContain("the day they were told and their last day of work");
    expect(text).not.toContain("passed 4 days ago");
  });
});
