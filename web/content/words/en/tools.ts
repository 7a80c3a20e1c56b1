// The words of the worker tools (/tools/deadlines, /tools/wage-calculator), for content/tools.ts.
// The facts are there and in config/deadlines/rules.json (periods, statutes, which rule fits which
// situation and employer) and content/figures; a sentence names a figure by placeholder:
// {period} is the rule's own period, other names are listed with the rule in content/tools.ts,
// {phone} is config/site.json's number. The dates and amounts the functions receive are already
// formatted (lib/format.ts).
export default {
  /** The codes a statute of config/deadlines/rules.json may cite, as a page names them. */
  codeNames: {
    "Government Code": "Government Code",
    "Labor Code": "Labor Code",
    "Code of Civil Procedure": "Code of Civil Procedure",
    "Business and Professions Code": "Business and Professions Code",
  },
  /** One section of a code: "Labor Code 203(b)". */
  citation: (code: string, section: string) => `${code} ${section}`,
  /** A period written before a noun: "one year" -> "one-year" (a one-year deadline). */
  periodAsAdjective: (period: string) => period.replace(/s$/, "").replace(" ", "-"),

  situations: {
    discrimination: {
      label: "I was treated worse because of who I am",
      hint: "For example your race, sex, age, disability, pregnancy, religion or sexual orientation",
    },
    harassment: {
      label: "I was harassed at work",
      hint: "Sexual harassment, slurs, threats or a hostile workplace",
    },
    "feha-retaliation": { label: "I was punished for complaining about discrimination or harassment" },
    wages: {
      label: "I was not paid all my wages",
      hint: "Unpaid hours or overtime, missed meal or rest breaks, pay below the minimum wage",
    },
    "final-pay": { label: "I left my job and my final paycheck was late or never came" },
    "fired-for-reporting": {
      label: "I was fired or punished for reporting something",
      hint: "A safety problem, unpaid wages, fraud or another broken law",
    },
    "fired-for-leave": {
      label: "I was fired or punished for taking or asking for leave",
      hint: "Family, medical or pregnancy leave",
    },
  },

  /** Each deadline rule of config/deadlines/rules.json, by id; `exception` is shown with it. */
  rules: {
    "crd-complaint": {
      title: "Complaint to the California Civil Rights Department",
      where: "Civil Rights Department (CRD)",
      rule: "You have {period} from the last act of discrimination, harassment or retaliation to file a complaint with the CRD; after it gives you a right-to-sue notice, you have {suePeriod} to file a lawsuit.",
      exception:
        "If you only learned of the act later, or you were under {adultAge}, you may have more time.",
    },
    "eeoc-charge": {
      title: "Charge with the federal EEOC",
      where: "U.S. Equal Employment Opportunity Commission (EEOC)",
      rule: "For a claim under federal law you have {period} in California to file a charge with the EEOC; a complaint filed with the CRD is usually filed with the EEOC for you too.",
      exception:
        "For harassment that went on over time, the charge is on time if any incident falls within the {period}.",
    },
    "pay-stub-penalty": {
      title: "Penalties for missing or wrong pay stubs",
      where: "Labor Commissioner's Office or Superior Court",
      rule: "If your employer gave you no pay stubs, or stubs with wrong or missing information, the penalties the law sets for that must be claimed within {period}.",
      exception: "This is shorter than the time to claim the unpaid wages themselves, so we show it first.",
    },
    "paga-notice": {
      title: "Notice to the state for labor law penalties (PAGA)",
      where: "California Labor and Workforce Development Agency (LWDA) and your employer",
      rule: "To ask for the penalties the state can collect for labor law violations, for you and your coworkers, a written notice must go to the state agency and to your employer within {period} of the violation, before a lawsuit.",
      exception: "A lawyer usually sends this notice. Claims for your own unpaid wages have more time.",
    },
    "oral-promise-wages": {
      title: "Pay promised only by word of mouth",
      where: "Labor Commissioner's Office or Superior Court",
      rule: "A claim for pay above the minimum wage that was promised only by word of mouth (not in writing) can be brought within {period} of each payday.",
      exception:
        "We show this shorter date first because we cannot tell whether the promise was in writing; pay the law requires, such as minimum wage and overtime, has {wageClaimPeriod}.",
    },
    "wage-claim": {
      title: "Wage claim with the Labor Commissioner or in court",
      where: "Labor Commissioner's Office or Superior Court",
      rule: "Most claims for unpaid wages, overtime and break pay can be brought within {period} of each payday.",
      exception: "Every payday starts its own clock, so the oldest unpaid weeks run out first.",
    },
    "ucl-wages": {
      title: "Court claim under the Unfair Competition Law",
      where: "Superior Court",
      rule: "A lawsuit under California's Unfair Competition Law can recover unpaid wages going back {period}.",
      exception:
        "It is only for a court case and recovers wages, not penalties. It cannot be brought against a public employer.",
    },
    "final-pay": {
      title: "Claim for late final pay (waiting-time penalty)",
      where: "Labor Commissioner's Office or Superior Court",
      rule: "When an employer fails on purpose to pay final wages on time, it may owe up to {penaltyDays} of your daily wage as a penalty, and you have {period} to claim it.",
      exception:
        "Final pay is due on your last day if you were fired, and within {quitHours} if you quit without notice. Cities and counties do not owe this penalty.",
    },
    "retaliation-complaint": {
      title: "Retaliation complaint to the Labor Commissioner",
      where: "Labor Commissioner's Office",
      rule: "If you were fired or punished for reporting a labor law violation or for using a right at work, you have {period} to file a retaliation complaint.",
      exception: "This is a short deadline; a lawsuit over the same firing may allow more time.",
    },
    whistleblower: {
      title: "Whistleblower lawsuit",
      where: "Superior Court",
      rule: "If you were punished for reporting what you believed was a broken law, to an agency or to someone at work who could fix it, you generally have {period} to sue.",
      exception:
        "A complaint to the Labor Commissioner over the same facts has a shorter, {complaintPeriodAdjective} deadline.",
    },
    "wrongful-termination": {
      title: "Lawsuit for a firing against public policy",
      where: "Superior Court",
      rule: "If you were fired for a reason the law forbids, such as refusing to break the law or reporting a danger, you have {period} to sue.",
      exception: "This claim cannot be brought against a public employer.",
    },
    fmla: {
      title: "Federal family and medical leave (FMLA) lawsuit",
      where: "Federal or state court",
      rule: "If your employer denied or interfered with federal family or medical leave, or punished you for taking it, you have {period} to sue.",
      exception: "You have {willfulPeriod} if the employer broke the law on purpose.",
    },
    "government-claim": {
      title: "Written claim to a public employer",
      where: "The public agency you worked for",
      rule: "Before you sue a city, county, state agency or school district for money, you usually must give it a written claim within {period}.",
      exception:
        "Claims under California's civil rights law (discrimination, harassment, and punishment for complaining about them) and claims for unpaid wages usually do not need it, but some cities set their own claim rules. A whistleblower claim for reporting something usually does.",
    },
    "federal-eeo": {
      title: "Contact with your agency's EEO counselor",
      where: "Your agency's EEO office",
      rule: "If you work for the federal government, you must usually contact your agency's EEO counselor within {period} of what happened (for a firing or another decision, of the day you were told).",
      exception:
        "Only for federal employees, and much shorter than the other deadlines. California's Civil Rights Department and Labor Commissioner generally cannot take a federal employee's case.",
    },
  },

  /** Why the tool added a rule for the employer chosen, shown instead of the rule's exception. */
  addedBecause: {
    /** The government claim, added because a whistleblower claim was chosen. */
    governmentClaim:
      "We show it because you said you were punished for reporting something: a whistleblower claim against a public employer usually needs this written claim first.",
    /** The federal EEO step, added because the employer may be the federal government. */
    federalUnsure:
      "We show it because you are not sure who your employer was: if it was the federal government, this step comes first.",
  },

  /** Shown with the deadlines when the employer is the federal government. */
  federal: {
    note: "Federal employees have a different, much shorter first step for discrimination, harassment and retaliation. We still list the other deadlines in case they apply to you, but federal wage, leave and whistleblower claims follow federal rules with their own deadlines, which this tool does not estimate. Call us and we will check yours.",
  },

  deadlineTool: {
    formLabel: "Your situation",
    situationsLegend: "What happened?",
    /** The date question, by what the chosen situations count from (rules.json "dateFrom"). */
    dateLabel: "When did it happen?",
    dateHint: "Choose what happened first, and we will say which date we need.",
    dateQuestions: {
      "last-incident": {
        label: "When did it last happen?",
        hint: "The day of the last incident.",
        part: "the last incident of harassment",
      },
      decision: {
        label: "When were you told of the decision?",
        hint: "The day you were told you were fired, demoted, not promoted or punished, even if it took effect later. If there was more than one decision, the date of the first one. If you only know your last day of work, you may have been told earlier: give the earliest day you could have been told.",
        part: "the day you were told of the first decision (a firing, a demotion, a punishment)",
      },
      "first-payday": {
        label: "When were you first paid less than you were owed?",
        hint: "Each payday has its own deadline, so the oldest unpaid pay runs out first: give the first payday.",
        part: "the first payday you were paid less than you were owed",
      },
      "pay-due": {
        label: "What was your last day of work?",
        hint: "Your final pay was due then, or soon after.",
        part: "your last day of work (for your final pay)",
      },
    },
    severalDatesLabel: "What is the earliest of these dates?",
    severalDatesHint: (parts: string) =>
      `Every deadline is counted from it, so that none comes out too late: ${parts}.`,
    notSureDate: "If you are not sure, choose the earliest day it could have been.",
    lastDayLabel: "If you were fired: your last day of work (optional)",
    lastDayHint:
      "California's Civil Rights Department counts from your last day; federal deadlines count from the day you were told. Leave it empty if you were not fired, or if another decision, such as a demotion, came before the firing, or if your last day is still ahead.",
    cityClaimsNote:
      "Some cities and counties set their own deadlines for written claims about pay owed by them, and these can be shorter than the dates here. Call us and we will check yours.",
    publicLegend: "Was your employer a government agency?",
    publicHint:
      "For example a city, county, state agency, public school, college or public hospital, or a federal agency.",
    /** By employer choice (content/tools.ts employerChoices gives the order). */
    employerOptions: {
      private: "No, a private employer",
      public:
        "Yes, the State of California or another public agency (for example a state department, a public school or college, a public hospital or a water district)",
      "city-county": "Yes, a California city, county or town",
      federal:
        "Yes, the U.S. government (a federal agency, the Postal Service or a civilian job with the military)",
      unsure: "Not sure",
    },
    unsureNote:
      "Because you are not sure, we included the rules for both private and government employers. Some of them may not apply to you.",
    tooEarly: (year: number) => `Please enter a date in ${year} or later.`,
    allPassedHeading: "The usual deadlines may have passed",
    allPassedText:
      "Some rules pause or extend the clock, so do not give up yet. Call us at {phone}, or send a free case review and we will check your dates.",
    allPassedSummary: "Every deadline we found has passed. Some rules pause the clock, so call us to check.",
    urgentSummary: (days: number) => ` One of them is less than ${days} days away.`,
    needsAnswers: "Choose at least one situation and a date to see your deadlines.",
    noneFound:
      "None of the deadlines this tool estimates fits these answers, but other rules may. Call us and we will check yours.",
    futureDate: "The date can't be in the future.",
    resultsHeading: "Deadlines that may apply",
    dueOn: "File by",
    where: "Where",
    lawLabel: "Law",
    daysLeft: (n: number) => (n === 0 ? "Today is the last day" : n === 1 ? "1 day left" : `${n} days left`),
    passed: (n: number) => (n === 1 ? "Passed 1 day ago" : `Passed ${n} days ago`),
    passedNote:
      "A date that has passed does not always end a claim: some rules pause the clock. A lawyer can check.",
    urgentHeading: (days: number) => `A deadline may be less than ${days} days away`,
    urgentText:
      "Do not wait. Call us today at {phone}, or send a free case review now and we will look at the dates with you.",
    summary: (count: number, earliest: string) =>
      count === 1
        ? `One deadline may apply. File by ${earliest}.`
        : `${count} deadlines may apply. The earliest is ${earliest}.`,
    addToReview: "Add this to my free case review",
    addedHint: "The case review opens with your answers filled in. You can change them before you send it.",
    weekendNote: "Dates are not moved for weekends or holidays. File well before the last day.",
    noScript: "This tool needs JavaScript. Call us at {phone} and we will work out your deadlines with you.",
  },

  /** The list of every rule the deadline tool counts, on its page before anyone answers. */
  deadlineList: {
    heading: "The deadlines this tool can estimate",
    intro:
      "These are the general time limits the tool counts from the day each one starts: the last incident of harassment, the day you were told of a decision such as a firing (for a complaint to California's Civil Rights Department, your last day of work), or the first payday you were paid less than you were owed. Which of them apply depends on what happened and who your employer was, and some rules can pause or extend the clock.",
    where: "Where",
    period: "Time limit",
    law: "Law",
  },

  /** The sentences put in the case review's details box, which the worker can edit. */
  deadlineReview: {
    incident: (day: string) => `From the deadline tool: counted from ${day}.`,
    lastDay: (day: string) => `Last day of work: ${day}.`,
    happened: (labels: string) => `What happened: ${labels}.`,
    earliest: (title: string, due: string) => `Earliest deadline that may apply: ${title}, ${due}.`,
  },

  // The wage calculator. {dayHours}, {weekHours}, {doubleAfterHours} and {seventhDayHours} are
  // Labor Code 510's hours, {maxWeeks} and {lookBack} the calculator's reach, {penaltyDays},
  // {quitHours} and {quitDays} the waiting-time penalty's figures (content/tools.ts wageLaw).
  wageTool: {
    formLabel: "Your pay and hours",
    rateLabel: "Your hourly pay, in dollars",
    rateHint: "Before taxes, for example 18.50.",
    modeLegend: "How do you want to enter your hours?",
    modeSimple: "The same hours every workday",
    modeDays: "Hours for each day of a usual week",
    daysPerWeek: "Days worked each week",
    hoursPerDay: "Hours worked each day",
    dayHoursLegend: "Hours worked each day of a usual week",
    dayHoursHint:
      "Start with the first day of your employer's workweek. Leave a day empty if you did not work.",
    dayLabel: (n: number) => `Day ${n}`,
    extraLegend: "How were you paid for hours past {dayHours} a day or {weekHours} a week?",
    extraOptions: {
      none: "Not at all",
      straight: "At my normal hourly pay",
      overtime: "At time and a half",
    },
    mealsLabel: "Workdays each week with a missed meal break",
    restsLabel: "Workdays each week with a missed rest break",
    weeksLabel: "How many weeks did you work like this?",
    weeksHint: "Up to {maxWeeks} weeks ({lookBack}).",
    lastWeekLabel: "Last day of the last of those weeks",
    lastWeekHint: "Leave empty for your last day of work if you left, or for today.",
    oldWeeks:
      "Some of these weeks are more than {wageClaimPeriod} old. Pay due before {from} may be too old for a wage claim; a court claim under the Unfair Competition Law can reach back {lookBack}, for wages only.",
    cityLabel: "City where you worked (optional)",
    cityHint: "Some cities have a higher minimum wage than the state.",
    noCity: "Another city, or not sure (state rate)",
    leavingLegend: "Did you leave this job?",
    leftLabel: "I no longer work there",
    leftOnLabel: "Your last day of work",
    notPaidYetLabel: "I have not received my final pay",
    finalPayLabel: "Day you received your final pay",
    calculate: "Show my estimate",
    resultsHeading: "Your estimate",
    before: "Fill in your pay and hours, then choose Show my estimate.",
    fixErrors: "Some answers need a change. Please look at the messages in the form.",
    summary: (total: string, lines: number) =>
      lines === 0
        ? "From these answers we found nothing unpaid. If your pay stubs tell a different story, call us."
        : `You may be owed about ${total}.`,
    totalLabel: "Estimated total",
    /** By line id (features/tools/wage-calculator.ts WageLineId). */
    lineTitles: {
      "minimum-wage": "Minimum wage shortfall",
      overtime: "Unpaid overtime",
      "double-time": "Unpaid double time",
      "meal-premiums": "Missed meal breaks",
      "rest-premiums": "Missed rest breaks",
      "waiting-time": "Late final pay penalty",
    },
    lineRules: {
      "minimum-wage":
        "Every hour must be paid at least the state minimum wage, or the city's if it is higher (Labor Code 1182.12).",
      overtime:
        "Time and a half after {dayHours} hours in a day, after {weekHours} in a week, and for the first {seventhDayHours} hours of a seventh day in a row (Labor Code 510).",
      "double-time":
        "Double pay after {doubleAfterHours} hours in a day and after {seventhDayHours} hours on a seventh day in a row (Labor Code 510).",
      "meal-premiums": "One extra hour of pay for each workday a meal break was missed (Labor Code 226.7).",
      "rest-premiums": "One extra hour of pay for each workday a rest break was missed (Labor Code 226.7).",
      "waiting-time":
        "If the employer failed on purpose to pay on time, a day's pay for each day the final paycheck was late, up to {penaltyDays} (Labor Code 203). If you quit without notice, the employer had {quitHours}, so the penalty may be up to {quitDays} less.",
    },
    addToReview: "Add this to my free case review",
    addedHint: "The case review opens with your answers filled in. You can change them before you send it.",
    earlyWeeks: (weeks: number, from: string) =>
      `${weeks === 1 ? "One week" : `${weeks} weeks`} began before ${from}, the earliest state minimum wage this calculator has; for those weeks it counts no minimum wage shortfall. A lawyer can check them.`,
    /**
     * Under an estimate whose weeks reach a day on which a minimum wage it uses changed with no new
     * amount entered (features/tools/wage-calculator.ts lastKnownMinimum): the official pages follow.
     */
    lastKnownMinimum: (weeks: number, changedOn: string) =>
      `The minimum wage changed on ${changedOn}, and this calculator does not have the new amount yet. For ${weeks === 1 ? "one week" : `${weeks} weeks`} from that day it uses the last amount it knows, so your estimate may be low. Find the new amount at `,
    /** Between two official pages in lastKnownMinimum. */
    lastKnownMinimumAnd: " and ",
    noScript:
      "This calculator needs JavaScript. Call us at {phone} and we will go through your pay with you.",
  },

  /** What the wage calculator applies, on its page before anyone answers (content/tools.ts wageRules). */
  wageList: {
    heading: "What this calculator counts",
    intro:
      "The calculator applies these California rules to the pay and hours you enter. It does not count every claim you may have, such as pay stub penalties.",
    law: "Law",
    rules: {
      "minimum-wage": {
        title: "Minimum wage",
        text: "Every hour must be paid at least the minimum wage: the state's, or your city's if it is higher. You can claim the difference.",
      },
      overtime: {
        title: "Overtime and double time",
        text: "Time and a half after {dayHours} hours in a day, after {weekHours} in a week, and for the first {seventhDayHours} hours of a seventh day in a row; double pay after {doubleAfterHours} hours in a day and after {seventhDayHours} hours on a seventh day in a row.",
      },
      "break-premiums": {
        title: "Missed meal and rest breaks",
        text: "One extra hour of pay for each workday a meal break was missed, and one for each workday a rest break was missed.",
      },
      "waiting-time": {
        title: "Late final pay (waiting-time penalty)",
        text: "If the employer failed on purpose to pay your final wages on time, a day's pay for each day they were late, up to {penaltyDays}.",
      },
    },
    ratesCaption: "The California minimum wage the calculator uses",
    ratesFrom: "In force from",
    ratesRate: "State minimum wage",
    ratesSmallEmployer: (rate: string, maxEmployees: number) =>
      `${rate} for employers with ${maxEmployees} or fewer employees`,
    ratesSmallEmployerNote:
      "Where the state rate depended on the employer's size, the calculator counts the lower rate, because it does not ask how many employees your employer had.",
    ratesNote: (from: string) =>
      `When you choose a city whose minimum wage is higher, the calculator uses the city's. For weeks before ${from} it counts no minimum wage shortfall.`,
    /** Under the table once the state rate changed with no new amount entered: the official page follows. */
    ratesChanged: (date: string, rate: string) =>
      `The state minimum wage changed on ${date}, and the new amount is not in this table yet. For weeks from that day the calculator uses ${rate}, the last amount it knows, so its estimate may be low. Find the new amount at `,
  },

  /** The sentence put in the case review's details box, which the worker can edit. */
  wageReview: (input: { rate: string; weeks: number; lines: string[]; total: string }) =>
    `From the wage calculator: ${input.rate} an hour, ${input.weeks} weeks. ${input.lines.join("; ")}. Estimated total ${input.total}.`,
};
