import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, leadDetail, leadList, leadRow, session, waitingLeadRow } from "./fake-api";
import { renderAdmin } from "./render-admin";

// Issue 51: the text box on the forms is optional. Staff see "Do not text" on the list and on the
// lead when the worker did not tick it (or replied STOP), and the worker's employer type in words.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(Date.parse(leadRow.createdAt) + 5 * 60_000));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const noConsent = "Do not text. The worker did not agree to texts. Call or e-mail instead.";

describe("Do not text", () => {
  it("marks each listed lead whose worker did not agree to texts, and no other", async () => {
    const agreed = {
      ...waitingLeadRow,
      id: "7d7c4a1e-0000-4000-8000-000000000002",
      lastName: "Agreed",
      mayText: true,
    };
    const silent = { ...waitingLeadRow, lastName: "Silent", mayText: false };
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": leadList([silent, agreed]),
    });
    renderAdmin("/admin");
    const table = await screen.findByRole("table");
    const [, first, second] = within(table).getAllByRole("row");
    expect(first!.textContent).toContain("Silent");
    expect(first!.textContent).toContain(noConsent);
    expect(second!.textContent).toContain("Agreed");
    expect(second!.textContent).not.toContain("Do not text");
  });

  it("shows it by the phone on the lead page, with the employer type in words", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      [`GET /api/admin/leads/case-review/${leadRow.id}`]: json(200, {
        ...leadDetail,
        lead: {
          ...leadDetail.lead,
          mayText: false,
          smsOptedOut: false,
          answers: { ...leadDetail.lead.answers, employerType: "city-county", smsConsent: false },
        },
        slaMinutes: 15,
        contacts: [],
      }),
    });
    renderAdmin(`/admin/leads/case-review/${leadRow.id}`);
    const heading = await screen.findByRole("heading", { level: 1, name: "Ana Reyes" });
    expect(heading.closest("section")!.textContent).toContain(noConsent);
    const answers = screen.getByRole("heading", { name: "Answers" }).closest("section")!;
    expect(answers.textContent).toContain("Who the employer was");
    expect(answers.textContent).toContain("A city or county");
  });
});
