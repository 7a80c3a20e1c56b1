// @vitest-environment node
import { describe, expect, it } from "vitest";
import { leadDetailSchema } from "@/features/admin/leads/api/lead-detail";
import { leadListSchema } from "@/features/admin/leads/api/leads";
import { flagTexts } from "@/features/admin/leads/components/leads-table";
import { answerLabel, answerPlace, employerMatchesText, matchedOnText } from "@/features/admin/leads/labels";
import { leadDetail, leadRow } from "./fake-api";

// Issue 16 item 6 in the staff area, the pure parts: reading the duplicate and same-employer
// checks the server sends, and their words.

const list = (row: Record<string, unknown>) =>
  leadListSchema.parse({ total: 1, page: 1, pageSize: 50, leads: [row] }).leads[0]!;

const other = {
  id: "7d7c4a1e-0000-4000-8000-000000000002",
  form: "harassment-questionnaire",
  reference: "GC-AB2C-D3EF",
  createdAt: "2026-10-02T17:00:00Z",
  firstName: "Ana",
  lastName: "Reyes",
};

describe("the list's flags", () => {
  it("reads a possible duplicate and the number of leads naming the same employer", () => {
    expect(list({ ...leadRow, flags: { duplicate: true, employerMatches: 2 } }).flags).toEqual({
      duplicate: true,
      employerMatches: 2,
    });
  });

  it("reads no flags, null or unreadable flags as nothing to check", () => {
    const none = { duplicate: false, employerMatches: 0 };
    expect(list(leadRow).flags).toEqual(none);
    expect(list({ ...leadRow, flags: null }).flags).toEqual(none);
    expect(list({ ...leadRow, flags: {} }).flags).toEqual(none);
    expect(list({ ...leadRow, flags: { duplicate: "yes", employerMatches: -1 } }).flags).toEqual(none);
    expect(list({ ...leadRow, flags: { employerMatches: 3 } }).flags).toEqual({
      duplicate: false,
      employerMatches: 3,
    });
  });

  it("says them in words", () => {
    expect(flagTexts({ duplicate: false, employerMatches: 0 })).toEqual([]);
    expect(flagTexts({ duplicate: true, employerMatches: 1 })).toEqual([
      "Possible duplicate",
      "Same employer as 1 other lead",
    ]);
    expect(flagTexts({ duplicate: false, employerMatches: 4 })).toEqual(["Same employer as 4 other leads"]);
    expect(employerMatchesText(2)).toBe("Same employer as 2 other leads");
  });
});

describe("a lead's duplicates and employer matches", () => {
  it("reads the employer, the duplicates and the employer matches", () => {
    const detail = leadDetailSchema.parse({
      ...leadDetail,
      lead: {
        ...leadDetail.lead,
        employer: "Acme Foods, Inc.",
        answers: { ...leadDetail.lead.answers, employerName: "Acme Foods, Inc." },
      },
      duplicates: [{ ...other, matchedOn: ["phone", "email"] }],
      employerMatches: [{ ...other, form: "case-review", reference: null, employer: "ACME FOODS LLC" }],
    });
    expect(detail.lead.employer).toBe("Acme Foods, Inc.");
    expect(detail.duplicates).toEqual([{ ...other, matchedOn: ["phone", "email"] }]);
    expect(detail.employerMatches).toEqual([
      { ...other, form: "case-review", reference: "", employer: "ACME FOODS LLC" },
    ]);
  });

  it("reads a lead from a server without the checks as having none", () => {
    const detail = leadDetailSchema.parse(leadDetail);
    expect(detail.lead.employer).toBe("");
    expect(detail.duplicates).toEqual([]);
    expect(detail.employerMatches).toEqual([]);
    const nulls = leadDetailSchema.parse({
      ...leadDetail,
      lead: { ...leadDetail.lead, employer: null },
      duplicates: null,
      employerMatches: null,
    });
    expect(nulls).toMatchObject({ lead: { employer: "" }, duplicates: [], employerMatches: [] });
  });

  it("reads a duplicate without matchedOn (or an unreadable one) as matching on something unnamed", () => {
    const detail = leadDetailSchema.parse({
      ...leadDetail,
      duplicates: [other, { ...other, id: "x", matchedOn: "phone" }],
    });
    expect(detail.duplicates.map((d) => d.matchedOn)).toEqual([[], []]);
    expect(matchedOnText([])).toBe("same phone or e-mail");
  });

  it("says what matched in words", () => {
    expect(matchedOnText(["phone"])).toBe("same phone");
    expect(matchedOnText(["email"])).toBe("same e-mail");
    expect(matchedOnText(["phone", "email"])).toBe("same phone and same e-mail");
    expect(matchedOnText(["phone", "email", "last_name"])).toBe("same phone, same e-mail and same last name");
  });

  it("labels the employer's name with the worker's answers in both forms", () => {
    for (const form of ["case-review", "harassment-questionnaire"]) {
      expect(answerLabel(form, "employerName")).toBe("Employer's name");
      expect(answerPlace(form, "employerName")).toBe("answers");
    }
  });
});
