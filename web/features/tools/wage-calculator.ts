// What an hourly worker in California may be owed: minimum wage (Labor Code 1182.12 and city
// ordinances), overtime and double time (510), meal and rest premiums (226.7) and the waiting-time
// penalty for a late final paycheck (203). Pure functions: the page passes `today` in, every rate
// comes from content/figures (the one source of wage figures), and nothing touches the DOM.
// What the calculator asks and how the answers are checked are in ./wage-input.ts, the minimum
// wage in force on a day in ./minimum-wage.ts; this file is the arithmetic.
//
// Choices the page relies on:
// - `cityId` is a figure id from `cityWageFigures`, with its "city-" prefix ("city-san-francisco"),
//   so a city picker can use `figure.id` as it is.
// - Lines whose amount is $0.00 are left out of `lines`.
// - The schedule is the same every week, so hours per week are the same in every week; only the
//   rate owed changes (a new minimum wage), and weeks that share a rate make one step.
// - Every word the worker reads (error messages, steps) comes from ./wage-words.ts, in the build's
//   language; the hours of Labor Code 510 and the calculator's limits are content/wage-tool.ts's
//   wageLaw, which the page's words name too.
// - Amounts are summed unrounded over the weeks and rounded to cents once per line; the total is
//   the sum of the rounded lines.
import { findFigure } from "@/content/figures/find-figure";
import { valueOn, type LegalFigure } from "@/content/figures/schedule";
import { addPeriod, daysBetween } from "@/lib/calendar";
import { formatDate, formatUsd } from "@/lib/format";
import { minimumWageOn, overdueMinimums } from "./minimum-wage";
import {
  scheduleHours,
  validateWageInput,
  WageInputError,
  type WageInput,
  type WeekHours,
} from "./wage-input";
import { wageLaw } from "@/content/wage-tool";
import { wageWords } from "./wage-words";

export type WageLineId =
  "minimum-wage" | "overtime" | "double-time" | "meal-premiums" | "rest-premiums" | "waiting-time";

export type WageLine = {
  id: WageLineId;
  /** Rounded to cents. */
  amountUsd: number;
  /** Hours of pay the line counts over all weeks (premiums: one hour each); none for waiting time. */
  hours?: number;
  /** The arithmetic in plain words (./wage-words.ts), one step per group of weeks with the same rate. */
  steps: string[];
};

export type WeekHourSplit = { regular: number; ot: number; dt: number };

export type WageResult = {
  /** Non-zero lines only, in this order: minimum wage, overtime, double time, meal, rest, waiting time. */
  lines: WageLine[];
  /** Sum of the line amounts. */
  totalUsd: number;
  /** Weeks that began before the first state minimum wage the site has (`stateMinimumWageKnownFrom`). */
  weeksWithoutKnownMinimum: number;
  /**
   * Weeks that reach a day on which a minimum wage the estimate uses (the state's, or the chosen
   * city's) was due to change with no new amount entered (content/figures): for them the estimate
   * uses the last amount it knows, which may be low. `changedOn` is the first such day; `figures`
   * the minimum wages concerned, whose official pages give the new amount. Absent when none.
   */
  lastKnownMinimum?: { weeks: number; changedOn: string; figures: LegalFigure[] };
  /** Hours in each category in one week of the schedule. */
  perWeek: WeekHourSplit;
};

const waitingTimeDays = findFigure("waiting-time-penalty-days");

/** Calendar days from `from` to `to` (0 on the same day). */
export { daysBetween };

// ---------------------------------------------------------------------------------------------
// Hours

/**
 * Labor Code 510: each hour counted once, as regular, overtime (1.5x) or double time (2x).
 * Per day: the first 8 hours regular, the next 4 overtime, the rest double time. On the seventh
 * consecutive day (all seven days of the workweek worked) the first 8 hours are overtime and the
 * rest double time. Regular hours past 40 in the week, counted day by day, become overtime.
 */
export function splitWeekHours(hours: readonly number[]): WeekHourSplit {
  const dayLimit = wageLaw.overtimeAfterDayHours;
  const doubleAfter = wageLaw.doubleTimeAfterDayHours;
  const seventhDayLimit = wageLaw.seventhDayOvertimeHours;
  const seventhDay = hours.length === 7 && hours.every((h) => h > 0);
  let regular = 0;
  let ot = 0;
  let dt = 0;
  hours.forEach((h, index) => {
    if (seventhDay && index === 6) {
      ot += Math.min(h, seventhDayLimit);
      dt += Math.max(h - seventhDayLimit, 0);
      return;
    }
    const dayRegular = Math.min(h, dayLimit);
    ot += Math.min(Math.max(h - dayLimit, 0), doubleAfter - dayLimit);
    dt += Math.max(h - doubleAfter, 0);
    const regularRoom = Math.max(wageLaw.overtimeAfterWeekHours - regular, 0);
    const counted = Math.min(dayRegular, regularRoom);
    regular += counted;
    ot += dayRegular - counted;
  });
  return { regular, ot, dt };
}

// ---------------------------------------------------------------------------------------------
// Rates (the minimum wage in force on a day: ./minimum-wage.ts)

/** What WageResult.lastKnownMinimum says of these weeks, or undefined when every rate is known. */
function lastKnownMinimum(weeks: readonly Week[]): WageResult["lastKnownMinimum"] {
  const stale = weeks.filter((w) => w.overdue.length > 0);
  if (stale.length === 0) return undefined;
  const figures = new Map<string, LegalFigure>();
  let changedOn = stale[0]!.overdue[0]!.due;
  for (const { figure, due } of stale.flatMap((w) => w.overdue)) {
    figures.set(figure.id, figure);
    if (due < changedOn) changedOn = due;
  }
  return { weeks: stale.length, changedOn, figures: [...figures.values()] };
}

// ---------------------------------------------------------------------------------------------
// Calculation

/** Rounds to cents, after clearing the float noise that sums of products leave behind. */
function roundCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}

/** Money in a step's result: cents. */
const usd = (amount: number) => formatUsd(amount, 2);

/**
 * A rate inside a step: cents when it is whole cents, else up to four decimals ($26.805 for
 * 1.5 x $17.87), so a reader who multiplies the step out gets its result.
 */
function rateUsd(amount: number): string {
  for (let digits = 2; digits < 4; digits++) {
    const scaled = amount * 10 ** digits;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return formatUsd(amount, digits);
  }
  return formatUsd(amount, 4);
}

type Week = {
  first: string;
  last: string;
  rate: number;
  known: boolean;
  /** Minimum wages whose change came by the week's last day with no new amount entered. */
  overdue: { figure: LegalFigure; due: string }[];
};

/** Consecutive weeks that owe the same rate. */
type RateGroup = { first: string; last: string; rate: number; weeks: number };

type LineDraft = { amount: number; hours: number; steps: string[] };

function buildWeeks(input: WageInput): Week[] {
  const weeks: Week[] = [];
  // Oldest first, so steps read in date order.
  for (let i = input.weeks - 1; i >= 0; i--) {
    const last = addPeriod(input.lastWeekEnds, { days: -7 * i });
    const first = addPeriod(input.lastWeekEnds, { days: -7 * i - 6 });
    const minimum = minimumWageOn(first, input.cityId);
    weeks.push({
      first,
      last,
      rate: minimum === undefined ? input.hourlyRate : Math.max(input.hourlyRate, minimum),
      known: minimum !== undefined,
      overdue: overdueMinimums(last, input.cityId),
    });
  }
  return weeks;
}

function groupByRate(weeks: readonly Week[]): RateGroup[] {
  const groups: RateGroup[] = [];
  for (const week of weeks) {
    const previous = groups.at(-1);
    if (previous && previous.rate === week.rate) {
      previous.last = week.last;
      previous.weeks += 1;
    } else groups.push({ first: week.first, last: week.last, rate: week.rate, weeks: 1 });
  }
  return groups;
}

/**
 * One line over all weeks: `perWeek(rate)` gives the hours a week and the amount a week at that
 * rate, and `describe` writes the step for a group. Groups that owe nothing are left out.
 */
function weeklyLine(
  groups: readonly RateGroup[],
  perWeek: (rate: number) => { hours: number; amount: number },
  describe: (rate: number, hoursPerWeek: number) => string,
): LineDraft {
  const owing = groups.filter((g) => perWeek(g.rate).amount > 0);
  let amount = 0;
  let hours = 0;
  const steps = owing.map((g) => {
    const week = perWeek(g.rate);
    const groupAmount = week.amount * g.weeks;
    amount += groupAmount;
    hours += week.hours * g.weeks;
    const range = owing.length > 1 ? wageWords.stepDates(formatDate(g.first), formatDate(g.last)) : "";
    return range + wageWords.stepWeeks(describe(g.rate, week.hours), g.weeks, usd(groupAmount));
  });
  return { amount, hours, steps };
}

/** What the worker may be owed, line by line. Throws `WageInputError` on invalid input. */
export function calculateWages(input: WageInput): WageResult {
  const errors = validateWageInput(input);
  if (Object.keys(errors).length > 0) throw new WageInputError(errors);

  const paidRate = input.hourlyRate;
  const days = scheduleHours(input.schedule);
  const workdays = days.filter((h) => h > 0).length;
  const split = splitWeekHours(days);
  const weeks = buildWeeks(input);
  const groups = groupByRate(weeks);
  const extraPaid = { none: 0, straight: paidRate, overtime: 1.5 * paidRate }[input.extraHoursPaid];

  const drafts: [WageLineId, LineDraft][] = [];

  drafts.push([
    "minimum-wage",
    weeklyLine(
      groups,
      (rate) => ({ hours: split.regular, amount: Math.max(rate - paidRate, 0) * split.regular }),
      (rate, h) => wageWords.minimumWageWeek(h, rateUsd(rate), rateUsd(paidRate)),
    ),
  ]);

  const extraLine = (
    hoursPerWeek: number,
    multiple: number,
    describe: (hours: number, owed: string, paid: string) => string,
  ) =>
    weeklyLine(
      groups,
      (rate) => ({ hours: hoursPerWeek, amount: Math.max(multiple * rate - extraPaid, 0) * hoursPerWeek }),
      (rate, h) => describe(h, rateUsd(multiple * rate), rateUsd(extraPaid)),
    );
  drafts.push(["overtime", extraLine(split.ot, 1.5, wageWords.overtimeWeek)]);
  drafts.push(["double-time", extraLine(split.dt, 2, wageWords.doubleTimeWeek)]);

  // A meal break is owed on a shift over 5 hours (Labor Code 512), a rest break from 3.5 hours
  // (wage orders, section 12); one premium per type per such day (Labor Code 226.7).
  const mealDays = days.filter((h) => h > 5).length;
  const restDays = days.filter((h) => h >= 3.5).length;
  const premiumLine = (
    missed: number,
    breakDays: number,
    describe: (breaks: number, capped: boolean, rate: string) => string,
  ) => {
    const counted = Math.min(missed, breakDays);
    const capped = counted < missed;
    return weeklyLine(
      groups,
      (rate) => ({ hours: counted, amount: counted * rate }),
      (rate, n) => describe(n, capped, rateUsd(rate)),
    );
  };
  drafts.push(["meal-premiums", premiumLine(input.missedMealsPerWeek, mealDays, wageWords.mealPremiumWeek)]);
  drafts.push(["rest-premiums", premiumLine(input.missedRestsPerWeek, restDays, wageWords.restPremiumWeek)]);

  if (input.leaving) drafts.push(["waiting-time", waitingTimeLine(input, weeks, days, workdays)]);

  const stale = lastKnownMinimum(weeks);
  const lines: WageLine[] = [];
  for (const [id, draft] of drafts) {
    const amountUsd = roundCents(draft.amount);
    if (amountUsd <= 0) continue;
    const line: WageLine = { id, amountUsd, steps: draft.steps };
    if (id !== "waiting-time") line.hours = draft.hours;
    lines.push(line);
  }

  return {
    lines,
    totalUsd: roundCents(lines.reduce((sum, line) => sum + line.amountUsd, 0)),
    weeksWithoutKnownMinimum: weeks.filter((w) => !w.known).length,
    ...(stale && { lastKnownMinimum: stale }),
    perWeek: split,
  };
}

/**
 * Labor Code 203: a day's wages for each calendar day the final pay was late, up to 30 days.
 * The day's wage is the rate owed in the week the worker left (or the last week counted) times
 * the average hours of a workday in the schedule.
 */
function waitingTimeLine(
  input: WageInput,
  weeks: readonly Week[],
  days: WeekHours,
  workdays: number,
): LineDraft {
  const leaving = input.leaving;
  if (!leaving) return { amount: 0, hours: 0, steps: [] };
  const paidOn = leaving.finalPayOn ?? input.today;
  const late = daysBetween(leaving.leftOn, paidOn);
  if (late <= 0) return { amount: 0, hours: 0, steps: [] };
  const cap = valueOn(waitingTimeDays, leaving.leftOn);
  const counted = Math.min(late, cap);
  const week = weeks.find((w) => w.first <= leaving.leftOn && leaving.leftOn <= w.last) ?? weeks.at(-1);
  const rate = week?.rate ?? input.hourlyRate;
  const weekHours = days.reduce((sum, h) => sum + h, 0);
  const averageHours = weekHours / workdays;
  const dailyWage = rate * averageHours;
  const amount = counted * dailyWage;

  const when =
    leaving.finalPayOn === null
      ? wageWords.leftNotPaid(formatDate(leaving.leftOn), formatDate(input.today))
      : wageWords.leftPaidOn(formatDate(leaving.leftOn), formatDate(leaving.finalPayOn));
  return {
    amount,
    hours: counted * averageHours,
    steps: [
      counted < late ? wageWords.daysLateCapped(when, late, cap) : wageWords.daysLate(when, late),
      // The average workday written as a division, so the step stays exact when it is 26 / 3 hours.
      wageWords.dailyWage(rateUsd(rate), weekHours, workdays, rateUsd(dailyWage)),
      wageWords.waitingTimeTotal(counted, rateUsd(dailyWage), usd(amount)),
    ],
  };
}
