// Words around the legal figures in articles and guides: the wage tables, change notes and worked
// examples (components/article/figures.tsx, worked-example.tsx; content/figure-words.ts). Every
// amount and date in them comes in as a value: a figure written by content/figures/format.ts, a
// date by lib/format.ts.
export default {
  // The legal figures in articles and their wage tables (components/article/figures.tsx).
  /** A figure whose yearly change has come without a new value: the link to the official page follows. */
  figureOverdue: (set: string, due: string) =>
    `(set ${set}; it was due to change on ${due}, so check the current rate at `,
  /** A coming value: "$17.50 an hour from July 1, 2026". */
  figureFrom: (value: string, date: string) => `${value} from ${date}`,
  /** A change whose value is not known yet: the link to the official page follows. */
  figureChangesOn: (date: string) => `Changes on ${date}. Find the new amount at `,
  /** Before a coming value: "It goes up to $17.50 an hour from July 1, 2026." */
  figureGoesUpTo: "It goes up to ",
  /** After a figure's change note, once the change has come: the link to the official page follows. */
  figureCheckCurrentAmount: " Check the current amount at ",
  figureSince: (date: string) => `since ${date}`,
  /**
   * After a figure in text that stays as built (structured data): when it was set and when it
   * changes, or was due to change, so it is never read as current after that day.
   */
  figureDated: (set: string, next: string, passed: boolean) =>
    passed ? ` (set ${set}; it was due to change on ${next})` : ` (from ${set}; it changes on ${next})`,
  figureWasDue: (date: string) => `Was due to change on ${date}: check the current rate at `,
  figureNoChange: "No change announced",
  wageTableHead: { where: "Where or who", minimum: "Minimum today", next: "Next change" },
  wageTableCaption: (date: string) =>
    `Rates in force on ${date}. Your employer must pay the highest one that applies to you.`,
  wageTableState: "California (state)",
  cityTableHead: { city: "City", increase: "Increase" },
  cityTableRate: (year: number) => `${year} Rate`,
  cityTableCaption: (january: string, july: string, year: number, stateRate: string) =>
    `Rates in force on ${january}, and the ${july} rate where the city changed it mid-year. The state rate in ${year} was ${stateRate}.`,
  /**
   * A city rate that changed mid-year, after the rate of the year's first day: "from Jan 1;
   * $19.18 from Jul 1" (the days as content/figures/format.ts writes them, short).
   */
  cityTableMidYear: (firstDay: string, midYearRate: string, midYearDay: string) =>
    ` from ${firstDay}; ${midYearRate} from ${midYearDay}`,
  cityTableOverState: (amount: string) => `+${amount} over the state rate`,
  salaryTableHead: {
    year: "Year",
    wage: "State minimum wage",
    salary: "Lowest yearly salary for most exempt jobs",
  },
  /** Under the salary table when new figures are due: the link to the official page follows. */
  salaryTableNewFigures: (date: string, passed: boolean) =>
    `New figures ${passed ? "took effect" : "take effect"} on ${date} and are not in this table yet: see `,
  salaryTablePerYear: (amount: string) => `${amount} a year`,
  /** After a year's figure when small employers had a lower one: " ($14.00 an hour for employers with 25 or fewer employees)". */
  salaryTableSmallEmployers: (amount: string, maxEmployees: number) =>
    ` (${amount} for employers with ${maxEmployees} or fewer employees)`,
  industryTableHead: { industry: "Industry", details: "Details" },
  industryTableMinimum: (year: number) => `Minimum in ${year}`,
  /** Between the values of one year in the industry table. */
  industryTableThen: "; then ",
  // The worked examples (components/article/worked-example.tsx).
  examplePrefix: "Example: ",
  /** A count in a worked example, by unit: one... */
  exampleUnitOne: {
    hours: "hour",
    weeks: "week",
    days: "day",
    times: "",
    breaks: "break",
    years: "year",
    periods: "pay period",
  },
  /** ...and more than one. */
  exampleUnitMany: {
    hours: "hours",
    weeks: "weeks",
    days: "days",
    times: "",
    breaks: "breaks",
    years: "years",
    periods: "pay periods",
  },
};
