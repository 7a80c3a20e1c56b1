import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { flagTexts } from "@/features/admin/leads/components/leads-table";
import { filtersFromSearch, apiQuery } from "@/features/admin/leads/api/leads";
import {
  clockAfterLead,
  fakeApi,
  json,
  leadDetail,
  leadList,
  leadRow,
  session,
  waitingLeadRow,
} from "./fake-api";
import { renderAdmin } from "./render-admin";

// Issue 19 in the staff pages: a lead sent from a Spanish page says so, first, and the list
// filters by the form's language.

clockAfterLead(5);

describe("a lead's language in the staff pages", () => {
  it("puts 'Spanish speaker' first among a Spanish lead's warnings, and nothing for English", () => {
    const deadline = { rule: "eeoc-charge", due: "2027-01-10", daysLeft: 12, flagged: true };
    const flags = { duplicate: true, employerMatches: 0 };
    expect(flagTexts(flags, deadline, "es")).toEqual([
      "Spanish speaker",
      "Deadline in 12 days",
      "Possible duplicate",
    ]);
    expect(flagTexts(flags, deadline, "en")).toEqual(["Deadline in 12 days", "Possible duplicate"]);
  });

  it("shows the badge in the list and reads a lead without a language as English", async () => {
    const spanish = { ...waitingLeadRow, language: "es" };
    const older = { ...waitingLeadRow, id: "7d7c4a1e-0000-4000-8000-000000000009", firstName: "Luis" };
    delete (older as { language?: string }).language;
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": leadList([spanish, older]),
    });
    renderAdmin("/admin");
    const table = await screen.findByRole("table");
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(within(first!).getByRole("rowheader")).getByText("Spanish speaker")).not.toBeNull();
    expect(second!.textContent).not.toContain("Spanish speaker");
    // The phone view's cards carry the badge too, even with no other warning.
    expect(screen.getAllByText("Spanish speaker")).toHaveLength(2);
  });

  it("filters by language through the URL and the API query", async () => {
    const filters = filtersFromSearch(new URLSearchParams("language=es"));
    expect(filters.language).toBe("es");
    expect(filters.contact).toBe("all");
    expect(apiQuery(filters, { paged: false }).get("language")).toBe("es");
    expect(filtersFromSearch(new URLSearchParams("language=fr")).language).toBeUndefined();

    const api = fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": leadList([]),
    });
    renderAdmin("/admin?contact=all");
    const select = await screen.findByLabelText("Language of the form");
    await userEvent.selectOptions(select, "Spanish");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await screen.findByRole("table").catch(() => undefined);
    const last = api.callsTo("GET", "/api/admin/leads").at(-1)!;
    expect(new URL(last.url, "http://x").searchParams.get("language")).toBe("es");
  });

  it("tells the caller on the lead page to call in Spanish", async () => {
    const path = `/api/admin/leads/case-review/${leadRow.id}`;
    const detail = leadDetail;
    fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET ${path}`]: json(200, { ...detail, lead: { ...detail.lead, language: "es" } }),
    });
    renderAdmin(`/admin/leads/case-review/${leadRow.id}`);
    expect(await screen.findByText(/call in Spanish if you can/)).not.toBeNull();
  });
});
