// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ReportWeek } from "@/features/admin/report/api/report";
import {
  formatMinutes,
  formatShare,
  formSeries,
  minutesTick,
  otherSourcesKey,
  periodText,
  periodTotals,
  seriesSummary,
  sourceSeries,
  weekInProgress,
  weekLongLabel,
  weekShortLabel,
} from "@/features/admin/report/report-data";

// The report page's number formatting and series shaping, with fixed inputs.

const week = (weekStart: string, overrides: Partial<ReportWeek> = {}): ReportWeek => ({
  weekStart,
  leads: 0,
  byForm: {},
  bySource: {},
  contacted: 0,
  medianMinutes: null,
  p90Minutes: null,
  withinSla: 0,
  withinSlaShare: null,
  ...overrides,
});

describe("formatMinutes", () => {
  it.each([
    [12, "12 min"],
    [12.5, "13 min"],
    [12.4, "12 min"],
    [1, "1 min"],
    [0.6, "1 min"],
    [0.4, "under 1 min"],
    [0, "under 1 min"],
    [59.6, "1 h"],
    [60, "1 h"],
    [65, "1 h 5 min"],
    [125.2, "2 h 5 min"],
    [1500, "25 h"],
  ])("%s minutes read %s", (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -3])("%s reads as a dash", (value) => {
    expect(formatMinutes(value)).toBe("—");
  });
});

describe("formatShare", () => {
  it.each([
    [0.6, "60%"],
    [2 / 3, "67%"],
    [1, "100%"],
    [0, "0%"],
    [0.996, "99%"],
    [0.004, "1%"],
    [0.125, "13%"],
    [1.2, "100%"],
  ])("%s reads %s", (share, text) => {
    expect(formatShare(share)).toBe(text);
  });

  it("reads null as a dash", () => {
    expect(formatShare(null)).toBe("—");
    expect(formatShare(undefined)).toBe("—");
  });
});

describe("week labels", () => {
  it("names a week by its Monday, in UTC whatever the browser's zone", () => {
    expect(weekShortLabel("2026-11-16")).toBe("Nov 16");
    expect(weekLongLabel("2026-11-16")).toBe("Nov 16, 2026");
    expect(weekShortLabel("not a day")).toBe("not a day");
  });

  it("knows the week still running when the report was made", () => {
    expect(weekInProgress("2026-11-16", "2026-11-22T23:59:59.000Z")).toBe(true);
    expect(weekInProgress("2026-11-16", "2026-11-23T00:00:00.000Z")).toBe(false);
    expect(weekInProgress("2026-11-09", "2026-11-24T03:00:00.000Z")).toBe(false);
  });

  it("describes the period", () => {
    expect(periodText([week("2026-11-09"), week("2026-11-16")])).toBe(
      "2 weeks, the weeks of Nov 9 to Nov 16, 2026",
    );
    expect(periodText([week("2025-11-24"), week("2026-11-16")])).toBe(
      "2 weeks, the weeks of Nov 24, 2025 to Nov 16, 2026",
    );
    expect(periodText([week("2026-11-16")])).toBe("1 week, the week of Nov 16, 2026");
    expect(periodText([])).toBe("no weeks");
  });
});

describe("periodTotals", () => {
  it("adds up the weeks and divides within-SLA by all leads", () => {
    const weeks = [
      week("2026-11-09", { leads: 10, contacted: 8, withinSla: 6 }),
      week("2026-11-16", { leads: 5, contacted: 1, withinSla: 0 }),
    ];
    expect(periodTotals(weeks)).toEqual({ leads: 15, contacted: 9, withinSla: 6, withinSlaShare: 0.4 });
  });

  it("has no share without leads", () => {
    expect(periodTotals([week("2026-11-16")]).withinSlaShare).toBeNull();
  });
});

describe("formSeries", () => {
  it("lists the known forms first, then unknown ones, with zeros where a week has none", () => {
    const series = formSeries([
      week("2026-11-09", { byForm: { "harassment-questionnaire": 2, "wage-check": 1 } }),
      week("2026-11-16", { byForm: { "case-review": 7 } }),
    ]);
    expect(series).toEqual([
      { key: "case-review", label: "Case review", values: [0, 7] },
      { key: "harassment-questionnaire", label: "Harassment questionnaire", values: [2, 0] },
      { key: "call-booking", label: "Call booking", values: [0, 0] },
      { key: "wage-check", label: "wage-check", values: [1, 0] },
    ]);
  });
});

describe("sourceSeries", () => {
  it("keeps the five largest sources of the period and adds up the rest as other sources", () => {
    const weeks = [
      week("2026-11-09", {
        bySource: { google: 4, "": 6, facebook: 2, bing: 1, yelp: 1, avvo: 1, tiktok: 1 },
      }),
      week("2026-11-16", { bySource: { google: 3, facebook: 1, reddit: 2 } }),
    ];
    const series = sourceSeries(weeks);
    expect(series.map((s) => s.label)).toEqual([
      "google",
      "No campaign",
      "facebook",
      "reddit",
      // 1 each: ties go in name order, so avvo is kept and bing, tiktok and yelp are other sources.
      "avvo",
      "Other sources",
    ]);
    expect(series.at(-1)).toEqual({ key: otherSourcesKey, label: "Other sources", values: [3, 0] });
    expect(series[1]!.values).toEqual([6, 0]);
  });

  it("has no other sources when there are five or fewer", () => {
    const series = sourceSeries([week("2026-11-16", { bySource: { google: 4, "": 6, zero: 0 } })]);
    expect(series.map((s) => s.key)).toEqual(["", "google"]);
  });
});

describe("chart words", () => {
  it("labels the minutes axis", () => {
    expect(minutesTick(0)).toBe("0");
    expect(minutesTick(30)).toBe("30 min");
    expect(minutesTick(90)).toBe("1 h 30 min");
  });

  it("sums each series for the chart's summary", () => {
    expect(
      seriesSummary([
        { key: "a", label: "Case review", values: [1, 2] },
        { key: "b", label: "Harassment questionnaire", values: [0, 0] },
      ]),
    ).toBe("Case review 3");
    expect(seriesSummary([])).toBe("no leads");
  });
});
