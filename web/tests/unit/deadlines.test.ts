import { describe, expect, it } from "vitest";
import deadlineRules from "../../../config/deadlines/rules.json";
import fixtures from "../../../config/deadlines/fixtures.json";
import { caseReviewForm, field, optionsOf, questionnaireForm } from "@/lib/intake-form/definitions";
import {
  addPeriod,
  daysBetween,
  employerKinds,
  estimateDeadlines,
  isCalendarDay,
  issueTypesFor,
  ruleIds,
  rules,
  situationIds,
  situations,
  type EmployerKind,
  type SituationId,
} from "@/lib/deadlines";

// The date arithmetic is shared with the C++ server through config/deadlines/fixtures.json (checked
// by hand: leap days, month ends, the 300-day count across a year end).
describe("addPeriod (config/deadlines/fixtures.json)", () => {
  for (const c of fixtures.addPeriod) {
    it(`${c.from} + ${JSON.stringify(c.period)} = ${c.due}`, () => {
      expect(addPeriod(c.from, c.period)).toBe(c.due);
    });
  }
  it("refuses a day that is not YYYY-MM-DD", () => {
    expect(() => addPeriod("11/20/2026", { days: 1 })).toThrow(/YYYY-MM-DD/);
  });
});

describe("days and calendar days", () => {
  it("counts whole days across a leap day and backwards", () => {
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2025-02-28", "2025-03-01")).toBe(1);
    expect(daysBetween("2026-11-24", "2026-11-20")).toBe(-4);
  });
  it("knows real days from impossible ones", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2025-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("")).toBe(false);
  });
});

describe("estimateDeadlines", () => {
  const today = "2026-11-24";
  it("lists each rule of the chosen situations once, earliest first, with the days left", () => {
    // Harassment and FEHA retaliation share both rules: CRD 3 years, EEOC 300 days.
    const found = estimateDeadlines(
      { incidentDate: "2026-03-02", situations: ["harassment", "feha-retaliation"], employer: "private" },
      today,
    );
    // 2026-03-02 is day 61; + 300 = day 361 = December 27, 2026; 33 days after November 24.
    expect(found).toEqual([
      { rule: "eeoc-charge", due: "2026-12-27", daysLeft: 33 },
      { rule: "crd-complaint", due: "2029-03-02", daysLeft: daysBetween(today, "2029-03-02") },
    ]);
  });
  // The employer kinds, the oral promise's two years and the rest, shared with the server
  // (server/src/leads/lead_deadlines_test.cpp reads the same cases).
  for (const c of fixtures.estimates) {
    it(`estimates (config/deadlines/fixtures.json): ${c.name}`, () => {
      const found = estimateDeadlines(
        {
          incidentDate: c.incidentDate,
          ...("lastDay" in c ? { lastDay: c.lastDay } : {}),
          situations: c.situations as SituationId[],
          employer: c.employer as EmployerKind,
        },
        today,
      );
      expect(found.map((d) => ({ rule: d.rule, due: d.due }))).toEqual(c.deadlines);
    });
  }
  it("says why an employer kind added a rule: the government claim for a whistleblower claim", () => {
    const found = estimateDeadlines(
      { incidentDate: "2026-08-31", situations: ["fired-for-reporting"], employer: "unsure" },
      today,
    );
    expect(found.find((d) => d.rule === "government-claim")?.addedFor).toBe("whistleblower");
    expect(found.find((d) => d.rule === "federal-eeo")?.addedFor).toBe("eeoc-charge");
    expect(found.find((d) => d.rule === "eeoc-charge")).not.toHaveProperty("addedFor");
  });
  it("a passed deadline has negative days left", () => {
    const [eeoc] = estimateDeadlines(
      { incidentDate: "2025-01-01", situations: ["discrimination"], employer: "private" },
      today,
    );
    expect(eeoc).toEqual({ rule: "eeoc-charge", due: "2025-10-28", daysLeft: -392 });
  });
  it("refuses an unknown situation", () => {
    expect(() =>
      estimateDeadlines(
        { incidentDate: "2026-01-01", situations: ["parking" as never], employer: "private" },
        today,
      ),
    ).toThrow(/unknown situation/);
  });
});

describe("config/deadlines/rules.json agrees with the case review", () => {
  it("its employer kinds are the case review's employerType values", () => {
    const kinds = Object.keys(deadlineRules.employers).filter((k) => k !== "about");
    expect(kinds.sort()).toEqual([...employerKinds].sort());
    expect(
      optionsOf(caseReviewForm, "employerType")
        .map((o) => o.value)
        .sort(),
    ).toEqual([...employerKinds].sort());
  });
  const issueTypes = optionsOf(caseReviewForm, "issueType").map((o) => o.value);
  it("every situation maps to an issue type the form offers, and back", () => {
    for (const s of situations) expect(issueTypes).toContain(s.issueType);
    expect(issueTypesFor(["final-pay", "wages", "fired-for-leave"])).toEqual([
      "Wage & Hour",
      "FMLA Violations",
    ]);
  });
  it("the estimate field accepts exactly the situations of the rules file", () => {
    const estimate = field(caseReviewForm, "estimate");
    expect(estimate.kind).toBe("estimate");
    if (estimate.kind === "estimate") expect(estimate.situations).toEqual(situations.map((s) => s.id));
  });
  it("the ids the page's copy is keyed by are the ids of the rules file", () => {
    expect(deadlineRules.rules.map((r) => r.id)).toEqual([...ruleIds]);
    expect(deadlineRules.situations.map((s) => s.id)).toEqual([...situationIds]);
  });
  it("every rule a situation or issue type names exists, and every issue type has rules", () => {
    const known = new Set(rules.map((r) => r.id));
    for (const s of situations) for (const r of s.rules) expect(known).toContain(r);
    const byIssue = Object.fromEntries(
      Object.entries(deadlineRules.issueTypes).filter(([k]) => k !== "about"),
    );
    expect(Object.keys(byIssue).sort()).toEqual([...issueTypes].sort());
    for (const list of Object.values(byIssue)) for (const r of list) expect(known).toContain(r);
  });
  it("the windows name every answer to 'when did it happen' of both forms", () => {
    const windows = deadlineRules.incidentWindows;
    expect(Object.keys(windows["case-review"]).sort()).toEqual(
      optionsOf(caseReviewForm, "incidentDate")
        .map((o) => o.value)
        .sort(),
    );
    expect(Object.keys(windows["harassment-questionnaire"]).sort()).toEqual(
      optionsOf(questionnaireForm, "recentIncident")
        .map((o) => o.value)
        .sort(),
    );
  });
});
