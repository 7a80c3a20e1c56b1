import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

// Issue 16 item 6 in the staff pages: the list's "Possible duplicate" and "Same employer" badges,
// and the lead page's employer and its "Possible duplicates and conflicts" section.

clockAfterLead(5);

const row = waitingLeadRow;
const list = leadList;

describe("the lead list's badges", () => {
  const flagged = { ...row, flags: { duplicate: true, employerMatches: 2 } };
  const plain = {
    ...row,
    id: "7d7c4a1e-0000-4000-8000-000000000009",
    firstName: "Luis",
    flags: { duplicate: false, employerMatches: 0 },
  };

  it("shows them in words in the table, under the name", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": list([flagged, plain]) });
    renderAdmin("/admin");
    const table = await screen.findByRole("table");
    const [, first, second] = within(table).getAllByRole("row");
    const name = within(first!).getByRole("rowheader");
    expect(within(name).getByText("Possible duplicate")).not.toBeNull();
    expect(within(name).getByText("Same employer as 2 other leads")).not.toBeNull();
    expect(second!.textContent).not.toMatch(/duplicate|Same employer/);
  });

  it("shows them on the phone cards too", async () => {
    fakeApi({
      "GET /api/admin/session": json(200, session),
      "GET /api/admin/leads": list([{ ...flagged, flags: { duplicate: false, employerMatches: 1 } }, plain]),
    });
    renderAdmin("/admin");
    const regions = await screen.findAllByRole("region", { name: "Leads" });
    const cards = within(regions.find((r) => r.tagName === "SECTION")!).getAllByRole("listitem");
    expect(cards[0]!.textContent).toContain("Same employer as 1 other lead");
    expect(cards[0]!.textContent).not.toContain("Possible duplicate");
    expect(cards[1]!.textContent).not.toMatch(/duplicate|Same employer/);
  });

  it("says 'more than' when the server's count of a big employer's leads stopped at its cap", async () => {
    const big = {
      ...flagged,
      flags: { duplicate: false, employerMatches: 100, employerMatchesCapped: true },
    };
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": list([big, plain]) });
    renderAdmin("/admin");
    const table = await screen.findByRole("table");
    const [, first] = within(table).getAllByRole("row");
    expect(within(first!).getByText("Same employer as more than 100 other leads")).not.toBeNull();
  });

  it("shows none for a list from a server without the checks", async () => {
    fakeApi({ "GET /api/admin/session": json(200, session), "GET /api/admin/leads": list([row]) });
    renderAdmin("/admin");
    await screen.findByRole("table");
    expect(document.body.textContent).not.toMatch(/Possible duplicate|Same employer/);
  });
});

const leadApiPath = `/api/admin/leads/case-review/${leadRow.id}`;
const leadPagePath = `/admin/leads/case-review/${leadRow.id}`;

const duplicate = {
  id: "7d7c4a1e-0000-4000-8000-000000000002",
  form: "harassment-questionnaire",
  reference: "GC-AB2C-D3EF",
  createdAt: "2026-10-02T17:00:00Z",
  firstName: "Ana",
  lastName: "Reyes",
  matchedOn: ["phone", "email"],
};
const sameEmployer = {
  id: "7d7c4a1e-0000-4000-8000-000000000003",
  form: "case-review",
  reference: "GC-Q9TD-7K3M",
  createdAt: "2026-09-14T16:30:00Z",
  firstName: "Bo",
  lastName: "Chen",
  employer: "ACME FOODS LLC",
};

const detail = (extra: Record<string, unknown> = {}, lead: Record<string, unknown> = {}) =>
  json(200, {
    ...leadDetail,
    lead: {
      ...leadDetail.lead,
      reference: "GC-7K3M-Q9TD",
      employer: "Acme Foods, Inc.",
      answers: { ...leadDetail.lead.answers, employerName: "Acme Foods, Inc." },
      ...lead,
    },
    slaMinutes: 15,
    contacts: [],
    ...extra,
  });

async function openLead(body: Response) {
  fakeApi({ "GET /api/admin/session": json(200, session), [`GET ${leadApiPath}`]: body });
  renderAdmin(leadPagePath);
  return screen.findByRole("heading", { level: 1, name: "Ana Reyes" });
}

describe("the lead page's employer and checks", () => {
  it("shows the employer at the top and with the answers", async () => {
    const heading = await openLead(detail());
    const top = heading.closest("section")!;
    expect(top.textContent).toContain("EmployerAcme Foods, Inc.");
    const answers = screen.getByRole("region", { name: "Answers" });
    expect(answers.textContent).toContain("Employer's nameAcme Foods, Inc.");
  });

  it("lists duplicates and employer matches as links, between the top and the answers", async () => {
    await openLead(detail({ duplicates: [duplicate], employerMatches: [sameEmployer] }));
    const checks = screen.getByRole("region", { name: "Possible duplicates and conflicts" });
    const regions = screen.getAllByRole("region").map((r) => r.getAttribute("aria-labelledby"));
    const order = (name: string) =>
      regions.indexOf(screen.getByRole("region", { name }).getAttribute("aria-labelledby"));
    expect(order("Possible duplicates and conflicts")).toBe(order("Ana Reyes") + 1);
    // Then the texts with the worker (issue 34), then the answers.
    expect(order("Conversation")).toBe(order("Possible duplicates and conflicts") + 1);
    expect(order("Answers")).toBe(order("Conversation") + 1);

    const duplicates = within(checks).getByRole("list", { name: /Same phone or e-mail/ });
    const link = within(duplicates).getByRole("link", { name: "Ana Reyes" });
    expect(link.getAttribute("href")).toBe(`/admin/leads/harassment-questionnaire/${duplicate.id}`);
    const item = link.closest("li")!;
    expect(item.textContent).toContain("GC-AB2C-D3EF");
    expect(item.textContent).toContain("Harassment questionnaire");
    expect(item.querySelector("time")!.getAttribute("dateTime")).toBe(duplicate.createdAt);
    expect(item.textContent).toContain("same phone and same e-mail");

    const employers = within(checks).getByRole("list", { name: "Same employer" });
    const match = within(employers).getByRole("link", { name: "Bo Chen" });
    expect(match.getAttribute("href")).toBe(`/admin/leads/case-review/${sameEmployer.id}`);
    expect(match.closest("li")!.textContent).toContain("GC-Q9TD-7K3M");
    expect(match.closest("li")!.textContent).toContain("employer: ACME FOODS LLC");
    expect(checks.textContent).toMatch(/rule 1\.18/);
    expect(checks.textContent).toContain("need a conflict review before anyone reads them in depth");
  });

  it("says how many other leads name the employer when only the newest are listed", async () => {
    await openLead(
      detail({ employerMatches: [sameEmployer], employerMatchCount: 100, employerMatchesCapped: true }),
    );
    const checks = screen.getByRole("region", { name: "Possible duplicates and conflicts" });
    expect(checks.textContent).toContain(
      "more than 100 other leads name this employer; the newest 1 are listed.",
    );
  });

  it("explains the conflict check only with employer matches", async () => {
    await openLead(detail({ duplicates: [{ ...duplicate, matchedOn: ["email"] }] }));
    const checks = screen.getByRole("region", { name: "Possible duplicates and conflicts" });
    expect(checks.textContent).toContain("same e-mail");
    expect(checks.textContent).not.toMatch(/rule 1\.18|Same employer/);
  });

  it("leaves the section out when nothing matched, and shows a dash for no employer", async () => {
    const heading = await openLead(
      detail({ duplicates: [], employerMatches: [] }, { employer: "", answers: leadDetail.lead.answers }),
    );
    expect(screen.queryByRole("region", { name: "Possible duplicates and conflicts" })).toBeNull();
    expect(heading.closest("section")!.textContent).toContain("Employer—");
  });

  it("takes the employer from the answers when the server sends no employer field", async () => {
    const heading = await openLead(detail({}, { employer: undefined }));
    expect(heading.closest("section")!.textContent).toContain("EmployerAcme Foods, Inc.");
    expect(screen.queryByRole("region", { name: "Possible duplicates and conflicts" })).toBeNull();
  });
});
