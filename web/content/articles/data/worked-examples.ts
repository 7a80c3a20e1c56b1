// Every worked example the articles show. Each line is a multiplication whose factors and result
// are typed here; the WorkedExample component prints them, and tests/unit/worked-examples.test.ts
// recomputes every line, so a wrong total cannot be published. The numbers are facts, here once;
// the sentences around them are words (content/words/<language>/worked-examples.ts), where each
// {name} is one of an example's `named` numbers below.
import { fillIn } from "../../../lib/words";
import { formatNumber, formatUsd } from "../../../lib/format";
import words from "#words/worked-examples";
import { formatFigure } from "../../figures/format";
import { findFigure } from "../../figures/find-figure";
import { valueOn } from "../../figures/schedule";

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

/** What an amount is paid by: "$25 an hour". */
type Per = keyof typeof words.per;
type FactorFacts = { value: number; unit: Unit; per?: Per };
type LineFacts = Omit<ExampleLine, "label" | "factors"> & { factors: readonly FactorFacts[] };

type ExampleFacts = {
  id: keyof typeof words.examples;
  /** The numbers the example's words name, as they read: "{pay}" is "$25". */
  named: Readonly<Record<string, string>>;
  lines: readonly LineFacts[];
};

// Legal figures come from content/figures/legal-figure-facts.ts, never typed here.
const minimumWageDay = "2025-01-01";
const minimumWage2025 = valueOn(findFigure("state-minimum-wage"), minimumWageDay);
/** A figure that does not change on a schedule (a penalty, a time limit): its latest value. */
const law = (id: string) => findFigure(id).values.at(-1)!.value;
const usd = (value: number, per?: Per): FactorFacts => ({ value, unit: "usd", per });
const n = (value: number, unit: Unit): FactorFacts => ({ value, unit });
/** A line whose result is an amount of money. */
const usdLine = (factors: readonly FactorFacts[], result: number): LineFacts => ({
  factors,
  result,
  resultUnit: "usd",
});
/** An amount in a sentence: "$25", "$37.50". */
const money = (value: number) => formatUsd(value, Number.isInteger(value) ? 0 : 2);
const count = (value: number) => formatNumber(value);

const wageClaimYears = law("wage-claim-deadline");
const waitingDays = law("waiting-time-penalty-days");

// Each example's own numbers, named once: its lines multiply them and its words name them.
const underpaid = { shortfall: 2, hoursPerWeek: 40, weeks: 52 };
const underpaidHours = underpaid.hoursPerWeek * underpaid.weeks;
const overtime = { pay: 25, hoursPerWeek: 50, overtimeHours: 10, weeks: 52 };
const missedMeals = { pay: 22, daysPerWeek: 3, weeks: 50 };
const lateFinalPay = { pay: 20, hoursPerDay: 8 };
const payStubPeriods = 26;

const facts: readonly ExampleFacts[] = [
  {
    id: "minimum-overtime-rate-2025",
    named: { year: minimumWageDay.slice(0, 4), minimumWage: formatFigure("usd-hour", minimumWage2025) },
    lines: [
      usdLine([usd(minimumWage2025, "hour"), n(1.5, "times")], 24.75),
      usdLine([usd(minimumWage2025, "hour"), n(2, "times")], 33),
    ],
  },
  {
    id: "underpaid-two-dollars",
    named: {
      shortfall: money(underpaid.shortfall),
      hoursPerWeek: count(underpaid.hoursPerWeek),
      weeks: count(underpaid.weeks),
      hoursPerYear: count(underpaidHours),
      wageClaimYears: formatFigure("years", wageClaimYears),
    },
    lines: [
      usdLine([usd(underpaid.shortfall, "hour"), n(underpaidHours, "hours")], 4160),
      usdLine([usd(4160, "year"), n(wageClaimYears, "years")], 12480),
    ],
  },
  {
    id: "overtime-ten-hours-at-25",
    named: {
      pay: money(overtime.pay),
      hoursPerWeek: count(overtime.hoursPerWeek),
      overtimeHours: count(overtime.overtimeHours),
    },
    lines: [
      usdLine([usd(overtime.pay, "hour"), n(1.5, "times")], 37.5),
      usdLine([n(overtime.overtimeHours, "hours"), usd(37.5, "hour")], 375),
      usdLine([usd(375, "week"), n(overtime.weeks, "weeks")], 19500),
      usdLine([n(overtime.overtimeHours, "hours"), usd(12.5, "hour")], 125),
      usdLine([usd(125, "week"), n(overtime.weeks, "weeks")], 6500),
    ],
  },
  {
    id: "missed-meal-breaks",
    named: {
      pay: money(missedMeals.pay),
      daysPerWeek: count(missedMeals.daysPerWeek),
      weeks: count(missedMeals.weeks),
    },
    lines: [
      usdLine([n(missedMeals.daysPerWeek, "days"), usd(missedMeals.pay, "hour")], 66),
      usdLine([usd(66, "week"), n(missedMeals.weeks, "weeks")], 3300),
    ],
  },
  {
    id: "waiting-time-penalty",
    named: {
      pay: money(lateFinalPay.pay),
      hoursPerDay: count(lateFinalPay.hoursPerDay),
      maxDays: formatFigure("days", waitingDays),
    },
    lines: [
      usdLine([usd(lateFinalPay.pay, "hour"), n(lateFinalPay.hoursPerDay, "hours")], 160),
      usdLine([usd(160, "day"), n(waitingDays, "days")], 4800),
    ],
  },
  {
    id: "pay-stub-penalty",
    named: {
      periods: count(payStubPeriods),
      laterPeriods: count(payStubPeriods - 1),
      cap: formatFigure("usd", law("pay-stub-penalty-cap")),
    },
    lines: [
      usdLine([usd(law("pay-stub-penalty-first")), n(1, "periods")], 50),
      usdLine([usd(law("pay-stub-penalty-later")), n(payStubPeriods - 1, "periods")], 2500),
      { op: "plus", factors: [usd(50), usd(2500)], result: 2550, resultUnit: "usd" },
    ],
  },
];

/** A sentence that starts with a filled-in number ("{wageClaimYears}, ...") starts with a capital. */
const sentence = (text: string, named: ExampleFacts["named"]) => {
  const filled = fillIn(text, named);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
};

function withTheirWords(example: ExampleFacts): WorkedExampleData {
  const own = words.examples[example.id];
  if (own.lines.length !== example.lines.length)
    throw new Error(
      `worked example "${example.id}": ${own.lines.length} line labels for ${example.lines.length} lines`,
    );
  return {
    id: example.id,
    title: sentence(own.title, example.named),
    situation: sentence(own.situation, example.named),
    note: sentence(own.note, example.named),
    lines: example.lines.map(({ factors, ...line }, i) => ({
      ...line,
      label: sentence(own.lines[i]!, example.named),
      factors: factors.map(({ per, ...factor }) => (per ? { ...factor, label: words.per[per] } : factor)),
    })),
  };
}

// Every example has its words and every word entry its example: the ids are the catalog's keys.
const orphan = Object.keys(words.examples).find((id) => !facts.some((e) => e.id === id));
if (orphan) throw new Error(`worked examples: words for "${orphan}", which no example has`);

export const workedExamples: readonly WorkedExampleData[] = facts.map(withTheirWords);
