// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findFigure } from "@/content/figures/find-figure";
import { cityWageFigures } from "@/content/figures/legal-figures";
import { valueOn } from "@/content/figures/schedule";
import { workedExamples } from "@/content/articles/data/worked-examples";
import { computeLine } from "@/content/articles/data/worked-example-lookups";

describe("worked examples", () => {
  const lines = workedExamples.flatMap((e) =>
    e.lines.map((line) => [`${e.id}: ${line.label}`, line] as const),
  );

  it.each(lines)("%s computes to the stated result", (_label, line) => {
    expect(computeLine(line)).toBe(line.result);
  });

  it("recomputes by hand the example the issue names: 10 overtime hours a week at $25", () => {
    const example = workedExamples.find((e) => e.id === "overtime-ten-hours-at-25")!;
    const results = example.lines.map((l) => l.result);
    expect(results).toEqual([25 * 1.5, 10 * 37.5, 375 * 52, 10 * (37.5 - 25), 125 * 52]);
  });

  it("catches a wrong result", () => {
    expect(
      computeLine({
        label: "x",
        factors: [
          { value: 2, unit: "usd" },
          { value: 2080, unit: "hours" },
        ],
        result: 8320,
        resultUnit: "usd",
      }),
    ).not.toBe(8320);
  });

  it("every example an article uses exists, and every example is used", () => {
    const dirs = ["articles", "guides"].map((d) => path.resolve(import.meta.dirname, "../../content", d));
    const sources = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((n) => n.endsWith(".mdx"))
        .map((n) => readFileSync(path.join(dir, n), "utf8")),
    );
    const used = new Set(
      sources.flatMap((s) => [...s.matchAll(/<WorkedExample id="([^"]+)"/g)].map((m) => m[1]!)),
    );
    expect([...used].sort()).toEqual(workedExamples.map((e) => e.id).sort());
  });
});

describe("wage figures (../shared/content-facts.md and the issue's January 2026 list)", () => {
  const on = (id: string, day: string) => valueOn(findFigure(id), day);

  it("state minimum wage and exempt salary floor", () => {
    expect([2024, 2025, 2026].map((y) => on("state-minimum-wage", `${y}-06-01`))).toEqual([16, 16.5, 16.9]);
    for (const year of [2024, 2025, 2026])
      expect(on("exempt-salary-floor", `${year}-06-01`)).toBe(
        Math.round(2 * on("state-minimum-wage", `${year}-06-01`) * 2080),
      );
    expect(on("exempt-salary-floor", "2025-06-01")).toBe(68_640);
    expect(on("exempt-salary-floor", "2026-06-01")).toBe(70_304);
  });

  it("state minimum wage in 2022 and 2023 (Labor Code 1182.12; the DIR's minimum wage page)", () => {
    const state = findFigure("state-minimum-wage");
    expect([2022, 2023].map((y) => on("state-minimum-wage", `${y}-06-01`))).toEqual([15, 15.5]);
    // 2022 had a lower rate for employers with 25 or fewer employees; from 2023 one rate for all.
    expect(state.values.map((v) => v.smallEmployer)).toEqual([
      { maxEmployees: 25, value: 14 },
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(findFigure("exempt-salary-floor").values[0]).toEqual({
      from: "2022-01-01",
      value: 62_400,
      smallEmployer: { maxEmployees: 25, value: 58_240 },
    });
  });

  it("local rates in 2025 and 2026", () => {
    const rates = Object.fromEntries(
      cityWageFigures.map((c) => [
        c.city,
        ["2025-01-01", "2025-07-01", "2026-01-01"].map((d) => on(c.id, d)),
      ]),
    );
    expect(rates).toEqual({
      "San Francisco": [18.67, 19.18, 19.18],
      Berkeley: [18.67, 19.18, 19.18],
      "Los Angeles (city)": [17.28, 17.87, 17.87],
      "Mountain View": [19.2, 19.2, 19.7],
      "Palo Alto": [18.2, 18.2, 18.7],
      "San Jose": [17.95, 17.95, 18.45],
      "San Diego": [17.25, 17.25, 17.75],
      Oakland: [16.89, 16.89, 17.34],
    });
  });

  it("health-care schedules of Labor Code 1182.14 after July 1, 2026", () => {
    expect(on("health-care-large-systems", "2026-07-01")).toBe(25);
    expect(on("health-care-high-payor", "2026-07-01")).toBe(19.28);
    expect(on("health-care-clinics", "2026-07-01")).toBe(22);
    expect(on("health-care-other", "2026-07-01")).toBe(23);
  });
});
