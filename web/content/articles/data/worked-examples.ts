// Every worked example the articles show. Each line is a multiplication whose factors and result
// are typed here; the WorkedExample component prints them, and tests/unit/worked-examples.test.ts
// recomputes every line, so a wrong total cannot be published.
import { findFigure } from "../../figures/legal-figures";
import { formatFigure, valueOn } from "../../figures/schedule";

export type Unit = "usd" | "hours" | "weeks" | "days" | "times" | "breaks" | "years" | "periods";

export type Factor = { value: number; unit: Unit; label?: string };

/** A line multiplies its factors, or adds them when `op` is "plus". */
export type ExampleLine = {
  label: string;
  op?: "times" | "plus";
  factors: readonly Factor[];
  result: number;
  resultUnit: Unit;
};

export type WorkedExampleData = {
  id: string;
  title: string;
  situation: string;
  lines: readonly ExampleLine[];
  note: string;
};

// Legal figures come from content/figures/legal-figures.ts, never typed here.
const minimumWage2025 = valueOn(findFigure("state-minimum-wage"), "2025-01-01");
/** A figure that does not change on a schedule (a penalty, a time limit): its latest value. */
const law = (id: string) => findFigure(id).values.at(-1)!.value;
const usd = (value: number, label?: string): Factor => ({ value, unit: "usd", label });
const n = (value: number, unit: Unit, label?: string): Factor => ({ value, unit, label });
/** A line whose result is an amount of money. */
const usdLine = (label: string, factors: readonly Factor[], result: number): ExampleLine => ({
  label,
  factors,
  result,
  resultUnit: "usd",
});

export const workedExamples: readonly WorkedExampleData[] = [
  {
    id: "minimum-overtime-rate-2025",
    title: "The lowest overtime rates in 2025",
    situation: `A worker paid the 2025 state minimum wage of ${formatFigure("usd-hour", minimumWage2025)} works overtime.`,
    lines: [
      usdLine("Time and a half", [usd(minimumWage2025, "an hour"), n(1.5, "times")], 24.75),
      usdLine("Double time", [usd(minimumWage2025, "an hour"), n(2, "times")], 33),
    ],
    note: "In a city with a higher local minimum wage, start from the local rate instead.",
  },
  {
    id: "underpaid-two-dollars",
    title: "Paid $2 an hour too little",
    situation:
      "A full-time worker (40 hours a week, 52 weeks, 2,080 hours a year) is paid $2 an hour less than the law requires.",
    lines: [
      usdLine("One year", [usd(2, "an hour"), n(2080, "hours")], 4160),
      usdLine(
        "Three years, the usual time limit for a wage claim",
        [usd(4160, "a year"), n(3, "years")],
        12480,
      ),
    ],
    note: "Unpaid minimum wages can also bring an equal amount as liquidated damages, plus interest and penalties, depending on the facts.",
  },
  {
    id: "overtime-ten-hours-at-25",
    title: "10 overtime hours a week at $25 an hour",
    situation: "A worker earning $25 an hour works 50 hours every week (10 hours of overtime) for a year.",
    lines: [
      usdLine("Overtime rate", [usd(25, "an hour"), n(1.5, "times")], 37.5),
      usdLine(
        "If the 10 extra hours were not paid at all, per week",
        [n(10, "hours"), usd(37.5, "an hour")],
        375,
      ),
      usdLine("For a year", [usd(375, "a week"), n(52, "weeks")], 19500),
      usdLine(
        "If they were paid at the normal $25, the missing half-time per week",
        [n(10, "hours"), usd(12.5, "an hour")],
        125,
      ),
      usdLine("For a year", [usd(125, "a week"), n(52, "weeks")], 6500),
    ],
    note: "The real amount depends on the hours you can show, your regular rate (which can include bonuses) and the time limits.",
  },
  {
    id: "missed-meal-breaks",
    title: "Missed meal breaks",
    situation: "A worker earning $22 an hour misses a meal break on 3 workdays a week for 50 weeks.",
    lines: [
      usdLine("Premium per week (one hour of pay per day)", [n(3, "days"), usd(22, "an hour")], 66),
      usdLine("For 50 weeks", [usd(66, "a week"), n(50, "weeks")], 3300),
    ],
    note: "A missed rest break on the same day earns a second, separate premium hour (Labor Code 226.7).",
  },
  {
    id: "waiting-time-penalty",
    title: "A final paycheck 30 days late",
    situation:
      "A worker who earned $20 an hour for 8-hour days is fired, and the final pay arrives more than 30 days late.",
    lines: [
      usdLine("Daily wage", [usd(20, "an hour"), n(8, "hours")], 160),
      usdLine(
        "Waiting-time penalty, capped at 30 days",
        [usd(160, "a day"), n(law("waiting-time-penalty-days"), "days")],
        4800,
      ),
    ],
    note: "This penalty is on top of the wages that were owed. It applies when the employer willfully failed to pay on time.",
  },
  {
    id: "pay-stub-penalty",
    title: "Wrong pay stubs for a year",
    situation:
      "An employer gives a worker paid every two weeks pay stubs that leave out required information for a whole year (26 pay periods).",
    lines: [
      usdLine("First pay period", [usd(law("pay-stub-penalty-first")), n(1, "periods")], 50),
      usdLine("The other 25 pay periods", [usd(law("pay-stub-penalty-later")), n(25, "periods")], 2500),
      { label: "Total", op: "plus", factors: [usd(50), usd(2500)], result: 2550, resultUnit: "usd" },
    ],
    note: `Labor Code 226(e) caps this penalty at ${formatFigure("usd", law("pay-stub-penalty-cap"))} per worker. It applies when the employer knowingly and intentionally broke the pay stub rules.`,
  },
];

/** Recomputes a line from its factors (rounded to cents). */
export function computeLine(line: ExampleLine): number {
  const values = line.factors.map((f) => f.value);
  const raw = line.op === "plus" ? values.reduce((a, b) => a + b, 0) : values.reduce((a, b) => a * b, 1);
  return Math.round(raw * 100) / 100;
}

export function findWorkedExample(id: string): WorkedExampleData {
  const example = workedExamples.find((e) => e.id === id);
  if (!example) throw new Error(`no worked example "${id}"`);
  return example;
}
