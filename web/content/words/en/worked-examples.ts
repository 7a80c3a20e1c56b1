// The words of the worked examples (content/articles/data/worked-examples.ts), by example id: its
// title, situation, one label for each of its lines in order, and a note. Each {name} is one of
// the example's numbers, filled in from its facts.
export default {
  /** After an amount a worker is paid: "$25 an hour". */
  per: { hour: "an hour", day: "a day", week: "a week", year: "a year" },
  examples: {
    "minimum-overtime-rate-2025": {
      title: "The lowest overtime rates in {year}",
      situation: "A worker paid the {year} state minimum wage of {minimumWage} works overtime.",
      lines: ["Time and a half", "Double time"],
      note: "In a city with a higher local minimum wage, start from the local rate instead.",
    },
    "underpaid-two-dollars": {
      title: "Paid {shortfall} an hour too little",
      situation:
        "A full-time worker ({hoursPerWeek} hours a week, {weeks} weeks, {hoursPerYear} hours a year) is paid {shortfall} an hour less than the law requires.",
      lines: ["One year", "{wageClaimYears}, the usual time limit for a wage claim"],
      note: "Unpaid minimum wages can also bring an equal amount as liquidated damages, plus interest and penalties, depending on the facts.",
    },
    "overtime-ten-hours-at-25": {
      title: "{overtimeHours} overtime hours a week at {pay} an hour",
      situation:
        "A worker earning {pay} an hour works {hoursPerWeek} hours every week ({overtimeHours} hours of overtime) for a year.",
      lines: [
        "Overtime rate",
        "If the {overtimeHours} extra hours were not paid at all, per week",
        "For a year",
        "If they were paid at the normal {pay}, the missing half-time per week",
        "For a year",
      ],
      note: "The real amount depends on the hours you can show, your regular rate (which can include bonuses) and the time limits.",
    },
    "missed-meal-breaks": {
      title: "Missed meal breaks",
      situation:
        "A worker earning {pay} an hour misses a meal break on {daysPerWeek} workdays a week for {weeks} weeks.",
      lines: ["Premium per week (one hour of pay per day)", "For {weeks} weeks"],
      note: "A missed rest break on the same day earns a second, separate premium hour (Labor Code 226.7).",
    },
    "waiting-time-penalty": {
      title: "A final paycheck {maxDays} late",
      situation:
        "A worker who earned {pay} an hour for {hoursPerDay}-hour days is fired, and the final pay arrives more than {maxDays} late.",
      lines: ["Daily wage", "Waiting-time penalty, capped at {maxDays}"],
      note: "This penalty is on top of the wages that were owed. It applies when the employer willfully failed to pay on time.",
    },
    "pay-stub-penalty": {
      title: "Wrong pay stubs for a year",
      situation:
        "An employer gives a worker paid every two weeks pay stubs that leave out required information for a whole year ({periods} pay periods).",
      lines: ["First pay period", "The other {laterPeriods} pay periods", "Total"],
      note: "Labor Code 226(e) caps this penalty at {cap} per worker. It applies when the employer knowingly and intentionally broke the pay stub rules.",
    },
  },
};
