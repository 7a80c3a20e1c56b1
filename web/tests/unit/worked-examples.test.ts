import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  aboveStateMinimum,
  cityWages2025,
  exemptSalaryFloor,
  stateMinimumWage,
} from "@/content/articles/data/wages";
import { computeLine, workedExamples } from "@/content/articles/data/worked-examples";

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

describe("wage figures (../shared/content-facts.md)", () => {
  it("state minimum wage and exempt salary floor", () => {
    expect(stateMinimumWage).toEqual({ 2024: 16, 2025: 16.5, 2026: 16.9 });
    for (const year of [2024, 2025, 2026] as const)
      expect(exemptSalaryFloor[year]).toBe(Math.round(2 * stateMinimumWage[year] * 2080));
    expect(exemptSalaryFloor[2025]).toBe(68_640);
    expect(exemptSalaryFloor[2026]).toBe(70_304);
  });

  it("2025 local rates", () => {
    const rates = Object.fromEntries(cityWages2025.map((c) => [c.city, [c.january2025, c.july2025]]));
    expect(rates).toEqual({
      "San Francisco": [18.67, 19.18],
      Berkeley: [18.67, 19.18],
      "Los Angeles (city)": [17.28, 17.87],
      "Mountain View": [19.2, undefined],
      "Palo Alto": [18.2, undefined],
      "San Jose": [17.95, undefined],
      "San Diego": [17.25, undefined],
      Oakland: [16.89, undefined],
    });
    expect(aboveStateMinimum(cityWages2025.find((c) => c.city === "Oakland")!)).toBe(0.39);
  });
});
