// @vitest-environment node
import { describe, expect, it } from "vitest";
import { blogPosts } from "@/content/blog";
import { guides } from "@/content/guides";
import { californiaToday, compareText, formatDate, formatMonth, formatNumber, formatUsd } from "@/lib/format";

// lib/format.ts writes numbers, money, dates and California's day without Intl (it costs the page a
// long task: docs/decisions/0023-formats-without-intl.md). Intl is the oracle here: each format is
// compared with what Intl writes for the same value, over many values and both languages.

const locales = { en: "en-US", es: "es-US" } as const;

// Whole numbers, fractions at and around every rounding edge, binary-inexact halves (2.675),
// carries (9.9995), large and tiny magnitudes written with an exponent, negatives and zeros.
const samples: number[] = [
  0, -0, 1, 5, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 68640, 100000, 999999, 1000000, 1234567,
  15e6, 1e21, 1.5e21, 123456789012, 0.1, 0.5, 0.05, 0.005, 0.0005, 0.00049, 1e-7, 2.5e-8, 1.005, 2.675, 1.335,
  16.9, 16.5, 17.28, 18.075, 1234.5, 12345.678, 999.9995, 9.9995, 0.9995, 99.995, 0.125, 0.135, 7.5, 2.25,
  40.0001, -5, -16.9, -1234.567, -0.0001, -0.005,
];
for (let i = 0; i < 400; i++) samples.push(Math.round(((i * 7919) % 100003) * 1.37) / 1000);
for (let i = 0; i < 200; i++) samples.push((i * 104729) % 10000000);

describe("formatNumber and formatUsd write what Intl writes", () => {
  it.each([
    [0, 3],
    [0, 2],
    [0, 0],
    [2, 2],
    [1, 4],
    [3, 3],
    [4, 4],
  ])("at least %i and at most %i fraction digits", (min, max) => {
    for (const locale of Object.values(locales)) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const value of samples)
        expect(formatNumber(value, min, max), `${locale} ${value}`).toBe(intl.format(value));
    }
  });

  it("with Intl's defaults when no digits are given (0 to 3 fraction digits)", () => {
    const intl = new Intl.NumberFormat("en-US");
    for (const value of samples) expect(formatNumber(value)).toBe(intl.format(value));
    expect(formatNumber(Number.NaN)).toBe(intl.format(Number.NaN));
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(intl.format(Number.POSITIVE_INFINITY));
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe(intl.format(Number.NEGATIVE_INFINITY));
  });

  it("as dollars, whole amounts over $1,000 without cents unless asked", () => {
    for (const locale of Object.values(locales)) {
      for (const value of samples) {
        const digits = Number.isInteger(value) && value >= 1000 ? 0 : 2;
        const intl = new Intl.NumberFormat(locale, {
          style: "currency",
          currency: "USD",
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        expect(formatUsd(value), `${locale} ${value}`).toBe(intl.format(value));
      }
    }
    expect(formatUsd(68640)).toBe("$68,640");
    expect(formatUsd(16.9)).toBe("$16.90");
    expect(formatUsd(4000, 2)).toBe("$4,000.00");
  });
});

describe("formatDate and formatMonth", () => {
  it("write every day of 2024 to 2027 as Intl's long date and month in English and Spanish", () => {
    for (const [lang, locale] of Object.entries(locales) as ["en" | "es", string][]) {
      const long = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
      const month = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
      for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        expect(formatDate(day, lang), day).toBe(long.format(new Date(t)));
        expect(formatMonth(day, lang), day).toBe(month.format(new Date(t)));
      }
    }
  });

  it("refuse what is not a calendar day", () => {
    expect(() => formatDate("2026-02-30")).toThrow(RangeError);
    expect(() => formatDate("June 1, 2026")).toThrow(RangeError);
    expect(() => formatMonth("2026-13-01")).toThrow(RangeError);
  });
});

describe("californiaToday", () => {
  const pacific = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });

  it("is the day in Los Angeles at every hour of 2024 to 2030 (the time zone database's answer)", () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 3_600_000) {
      const now = new Date(t);
      expect(californiaToday(now), now.toISOString()).toBe(pacific.format(now));
    }
  });

  it("turns at midnight Pacific time, on either side of each change of the clocks", () => {
    // 2026: daylight time from March 8 10:00 UTC to November 1 09:00 UTC.
    const cases: [string, string][] = [
      ["2026-03-08T07:59:59Z", "2026-03-07"],
      ["2026-03-08T08:00:00Z", "2026-03-08"],
      ["2026-03-09T06:59:59Z", "2026-03-08"],
      ["2026-03-09T07:00:00Z", "2026-03-09"],
      ["2026-11-01T06:59:59Z", "2026-10-31"],
      ["2026-11-01T07:00:00Z", "2026-11-01"],
      ["2026-11-02T07:59:59Z", "2026-11-01"],
      ["2026-11-02T08:00:00Z", "2026-11-02"],
      ["2027-01-01T07:59:59Z", "2026-12-31"],
      ["2027-01-01T08:00:00Z", "2027-01-01"],
    ];
    for (const [instant, day] of cases) {
      expect(californiaToday(new Date(instant)), instant).toBe(day);
      expect(pacific.format(new Date(instant)), instant).toBe(day);
    }
  });
});

describe("compareText", () => {
  it("orders the site's slugs and dates as localeCompare did", () => {
    const texts = [
      ...blogPosts.flatMap((p) => [p.slug, p.date]),
      ...guides.map((g) => g.slug),
      "wage-theft",
      "a",
      "a-b",
      "a2",
      "a-2",
      "ab",
      "2025-01-02",
      "2026-01-01",
      "2025-12-31",
      "z",
    ];
    expect(texts.length).toBeGreaterThan(20);
    const byLocale = [...texts].sort((a, b) => a.localeCompare(b));
    expect([...texts].sort(compareText)).toEqual(byLocale);
    expect(compareText("x", "x")).toBe(0);
    expect(compareText("a", "b")).toBeLessThan(0);
    expect(compareText("b", "a")).toBeGreaterThan(0);
  });
});
