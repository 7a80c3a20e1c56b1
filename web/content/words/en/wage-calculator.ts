import { formatNumber } from "../../../lib/format";

// The words the wage calculator (features/tools/wage-calculator.ts) returns: the input error
// messages and the arithmetic shown under each line. The functions receive amounts and dates
// already formatted (formatUsd, formatDate in lib/format.ts) and counts as numbers, which they
// write with their unit: "1 week", "2.5 weeks". In the errors, {maxRate}, {maxWeeks}, {lookBack},
// {dayHours} and {weekHours} are the calculator's limits and Labor Code 510's hours
// (content/wage-tool.ts wageLaw).

/** A count and its unit, singular only for exactly 1: "1 day", "7.5 hours". */
function count(value: number, one: string, many: string): string {
  return `${formatNumber(value, 0, 2)} ${value === 1 ? one : many}`;
}

const premiumCap = " (one a day at most, on days long enough for the break)";

export default {
  /** Input errors, by field (validateWageInput). */
  errors: {
    today: "Today's date is missing or not a real date.",
    afterToday: "This date can't be after today.",
    hourlyRate: "Enter your hourly pay: more than $0 and no more than {maxRate}.",
    sevenDays: "Enter the hours for each of the seven days of the week.",
    /** `day` counts from 1. */
    dayHours: (day: number) => `Day ${day}: enter 0 to 24 hours, in quarter hours (like 7.5 or 7.25).`,
    daysPerWeek: "Enter the days you worked each week: a whole number from 1 to 7.",
    hoursPerDay: "Enter 0 to 24 hours a day, in quarter hours (like 7.5 or 7.25).",
    scheduleMode: "Choose how to enter your hours.",
    noHours: "Enter the hours you worked on at least one day.",
    extraHoursPaid: "Choose how you were paid for hours past {dayHours} a day or {weekHours} a week.",
    missedMeals: "Enter the missed meal breaks a week: a whole number from 0 to 7.",
    missedRests: "Enter the missed rest breaks a week: a whole number from 0 to 7.",
    weeks: "Enter the number of weeks: a whole number from 1 to {maxWeeks} ({lookBack}).",
    lastWeekEnds: "Enter a real date.",
    city: "Choose a city from the list.",
    leftOn: "Enter the day you left the job.",
    finalPayOn: "Enter the day you got your final pay.",
    finalPayBeforeLeft: "Your final pay can't come before the day you left.",
  },

  // The steps of a line counted week by week. A step reads "<dates: ><one week> x <weeks> = <amount>".
  /** Before a step when the weeks owe more than one rate: "January 1, 2025 to June 29, 2025: ". */
  stepDates: (first: string, last: string) => `${first} to ${last}: `,
  /** The end of a step: "<one week> x 26 weeks = $1,234.00". */
  stepWeeks: (oneWeek: string, weeks: number, amount: string) =>
    `${oneWeek} x ${count(weeks, "week", "weeks")} = ${amount}`,
  /** One week of minimum wage shortfall: "40 regular hours a week x ($16.50 minimum wage - $15 paid)". */
  minimumWageWeek: (hours: number, minimum: string, paid: string) =>
    `${count(hours, "regular hour", "regular hours")} a week x (${minimum} minimum wage - ${paid} paid)`,
  /** One week of unpaid overtime: "4 overtime hours a week x ($24.75 owed - $16.50 paid)". */
  overtimeWeek: (hours: number, owed: string, paid: string) =>
    `${count(hours, "overtime hour", "overtime hours")} a week x (${owed} owed - ${paid} paid)`,
  /** One week of unpaid double time: "2 double-time hours a week x ($33 owed - $0 paid)". */
  doubleTimeWeek: (hours: number, owed: string, paid: string) =>
    `${count(hours, "double-time hour", "double-time hours")} a week x (${owed} owed - ${paid} paid)`,
  /** One week of meal premiums; `capped` when fewer were counted than the worker gave. */
  mealPremiumWeek: (breaks: number, capped: boolean, rate: string) =>
    `${count(breaks, "missed meal break", "missed meal breaks")} a week${capped ? premiumCap : ""} x ${rate} (one hour's pay each)`,
  /** One week of rest premiums; `capped` when fewer were counted than the worker gave. */
  restPremiumWeek: (breaks: number, capped: boolean, rate: string) =>
    `${count(breaks, "missed rest break", "missed rest breaks")} a week${capped ? premiumCap : ""} x ${rate} (one hour's pay each)`,

  // The steps of the waiting-time penalty.
  /** Final pay not received yet: the first step goes on with ": 12 days late." */
  leftNotPaid: (leftOn: string, today: string) => `You left on ${leftOn} and had not been paid by ${today}`,
  /** Final pay received late: the first step goes on with ": 12 days late." */
  leftPaidOn: (leftOn: string, paidOn: string) => `You left on ${leftOn} and got your final pay on ${paidOn}`,
  /** The first step, `when` from leftNotPaid or leftPaidOn. */
  daysLate: (when: string, late: number) => `${when}: ${count(late, "day", "days")} late.`,
  /** The first step when the days late are more than the law counts (`counted`). */
  daysLateCapped: (when: string, late: number, counted: number) =>
    `${when}: ${count(late, "day", "days")} late, counted as ${count(counted, "day", "days")} (the most the law allows).`,
  /** The average workday written as a division, so the step stays exact when it is 26 / 3 hours. */
  dailyWage: (rate: string, weekHours: number, workdays: number, dailyWage: string) =>
    `A day's wage: ${rate} an hour x ${count(weekHours, "hour", "hours")} a week ÷ ${count(workdays, "workday", "workdays")} = ${dailyWage}`,
  /** The penalty: "30 days x $132 = $3,960.00". */
  waitingTimeTotal: (days: number, dailyWage: string, amount: string) =>
    `${count(days, "day", "days")} x ${dailyWage} = ${amount}`,
};
