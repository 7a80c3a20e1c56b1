// What the wage calculator asks (./wage-calculator.ts): the worker's pay, schedule, breaks, weeks
// and leaving, the limits of each answer, and the check that names every answer it cannot use, in
// the page's language (./wage-words.ts). Pure: the page passes `today` in.
import { cityWageFigures } from "@/content/figures/legal-figures";
import { wageLaw, wageValues } from "@/content/wage-tool";
import { isCalendarDay } from "@/lib/calendar";
import { fillIn } from "@/lib/words";
import { wageWords } from "./wage-words";

export type WeekHours = [number, number, number, number, number, number, number];

export type WageSchedule =
  { mode: "days"; hours: WeekHours } | { mode: "simple"; daysPerWeek: number; hoursPerDay: number };

export type ExtraHoursPaid = "none" | "straight" | "overtime";

export type WageInput = {
  /** Dollars an hour, more than 0 and at most 1,000. */
  hourlyRate: number;
  /** Hours each day of the workweek (day 1..7, 0 = day off), or days x hours a day. */
  schedule: WageSchedule;
  /** How hours past 8 a day / 40 a week were paid: not at all, at the normal rate, or at 1.5x. */
  extraHoursPaid: ExtraHoursPaid;
  /** Whole number 0..7; at most one premium per workday is counted. */
  missedMealsPerWeek: number;
  /** Whole number 0..7; at most one premium per workday is counted. */
  missedRestsPerWeek: number;
  /** Whole number of weeks, 1..209 (four years). */
  weeks: number;
  /** YYYY-MM-DD: the last day of the last week counted. */
  lastWeekEnds: string;
  /** An id from `cityWageFigures`, with the "city-" prefix, e.g. "city-san-francisco". */
  cityId?: string;
  /** `finalPayOn: null` means not paid yet: days are counted to `today`. */
  leaving?: { leftOn: string; finalPayOn: string | null };
  /** YYYY-MM-DD, passed in so the calculation stays pure. */
  today: string;
};

/** Field (dotted path, e.g. "schedule.hours.2") -> message in the page's language (./wage-words.ts). */
export type WageInputErrors = Record<string, string>;

export class WageInputError extends Error {
  readonly errors: WageInputErrors;
  constructor(errors: WageInputErrors) {
    super(`invalid wage input: ${Object.keys(errors).join(", ")}`);
    this.name = "WageInputError";
    this.errors = errors;
  }
}

/** Four years of weeks: the Unfair Competition Law's reach (content/wage-tool.ts wageLaw). */
export const maxWeeks = wageLaw.maxWeeks;
export const maxHourlyRate = wageLaw.maxHourlyRate;

/** A YYYY-MM-DD string that is a day of the calendar (lib/calendar.ts). */
function isRealDate(value: unknown): value is string {
  return typeof value === "string" && isCalendarDay(value);
}

/** The seven days of a schedule; "simple" is that many consecutive days of that many hours. */
export function scheduleHours(schedule: WageSchedule): WeekHours {
  if (schedule.mode === "days") return [...schedule.hours];
  const hours: WeekHours = [0, 0, 0, 0, 0, 0, 0];
  for (let day = 0; day < schedule.daysPerWeek && day < 7; day++) hours[day] = schedule.hoursPerDay;
  return hours;
}

const extraHoursChoices: readonly string[] = ["none", "straight", "overtime"];

function isQuarterHours(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 24 &&
    Number.isInteger(value * 4)
  );
}

function isWholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** Problems with the input, by field; empty when the calculation can run. */
export function validateWageInput(input: WageInput): WageInputErrors {
  const errors: WageInputErrors = {};
  const say = wageWords.errors;
  const fill = (text: string) => fillIn(text, wageValues);
  const todayOk = isRealDate(input.today);
  if (!todayOk) errors.today = say.today;
  const notAfterToday = (field: string, value: string) => {
    if (todayOk && value > input.today) errors[field] = say.afterToday;
  };

  const rate = input.hourlyRate;
  if (typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0 || rate > maxHourlyRate)
    errors.hourlyRate = fill(say.hourlyRate);

  const schedule = input.schedule as WageSchedule | undefined;
  if (schedule?.mode === "days") {
    if (!Array.isArray(schedule.hours) || schedule.hours.length !== 7) errors.schedule = say.sevenDays;
    else
      schedule.hours.forEach((h, index) => {
        if (!isQuarterHours(h)) errors[`schedule.hours.${index}`] = say.dayHours(index + 1);
      });
  } else if (schedule?.mode === "simple") {
    if (!isWholeIn(schedule.daysPerWeek, 1, 7)) errors["schedule.daysPerWeek"] = say.daysPerWeek;
    if (!isQuarterHours(schedule.hoursPerDay)) errors["schedule.hoursPerDay"] = say.hoursPerDay;
  } else {
    errors.schedule = say.scheduleMode;
  }
  const scheduleOk = !Object.keys(errors).some((field) => field.startsWith("schedule"));
  if (scheduleOk && scheduleHours(input.schedule).every((h) => h === 0)) errors.schedule = say.noHours;

  if (!extraHoursChoices.includes(input.extraHoursPaid)) errors.extraHoursPaid = fill(say.extraHoursPaid);
  if (!isWholeIn(input.missedMealsPerWeek, 0, 7)) errors.missedMealsPerWeek = say.missedMeals;
  if (!isWholeIn(input.missedRestsPerWeek, 0, 7)) errors.missedRestsPerWeek = say.missedRests;
  if (!isWholeIn(input.weeks, 1, maxWeeks)) errors.weeks = fill(say.weeks);

  if (!isRealDate(input.lastWeekEnds)) errors.lastWeekEnds = say.lastWeekEnds;
  else notAfterToday("lastWeekEnds", input.lastWeekEnds);

  if (input.cityId !== undefined && !cityWageFigures.some((f) => f.id === input.cityId))
    errors.cityId = say.city;

  if (input.leaving) {
    const { leftOn, finalPayOn } = input.leaving;
    const leftOk = isRealDate(leftOn);
    if (!leftOk) errors["leaving.leftOn"] = say.leftOn;
    else notAfterToday("leaving.leftOn", leftOn);
    if (finalPayOn !== null) {
      if (!isRealDate(finalPayOn)) errors["leaving.finalPayOn"] = say.finalPayOn;
      else if (leftOk && finalPayOn < leftOn) errors["leaving.finalPayOn"] = say.finalPayBeforeLeft;
      else notAfterToday("leaving.finalPayOn", finalPayOn);
    }
  }
  return errors;
}
