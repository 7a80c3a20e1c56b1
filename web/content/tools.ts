import type { DeadlineRuleId, SituationId } from "../lib/deadlines";
import { site } from "../lib/site-config";

// The words of the worker tools (/tools, /tools/deadlines, /tools/wage-calculator). The rules
// themselves (periods, which rule fits which situation) are in config/deadlines/rules.json and
// the wage data in content/figures; sources are listed in docs/content-sources.md.

const leginfo = (code: "LAB" | "GOV" | "BPC" | "CCP", section: string) =>
  `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=${code}&sectionNum=${section}`;

/** What the two tools always say: an estimate, never a promise. */
export const toolCaution =
  "This is an estimate from general rules, not legal advice. Your real deadlines and amounts depend on the facts of your case, and some rules can pause or extend the clock. Talk to a lawyer before you rely on it.";

export const situationCopy: Record<SituationId, { label: string; hint?: string }> = {
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
};

export type RuleCopy = {
  title: string;
  where: string;
  rule: string;
  exception: string;
  statute: { title: string; url: string };
};

export const ruleCopy: Record<DeadlineRuleId, RuleCopy> = {
  "crd-complaint": {
    title: "Complaint to the California Civil Rights Department",
    where: "Civil Rights Department (CRD)",
    rule: "You have three years from the last act of discrimination, harassment or retaliation to file a complaint with the CRD; after it gives you a right-to-sue notice, you have one year to file a lawsuit.",
    exception: "If you only learned of the act later, or you were under 18, you may have more time.",
    statute: { title: "Government Code 12960(e)", url: leginfo("GOV", "12960") },
  },
  "eeoc-charge": {
    title: "Charge with the federal EEOC",
    where: "U.S. Equal Employment Opportunity Commission (EEOC)",
    rule: "For a claim under federal law you have 300 days in California to file a charge with the EEOC; a complaint filed with the CRD is usually filed with the EEOC for you too.",
    exception:
      "For harassment that went on over time, the charge is on time if any incident falls within the 300 days.",
    statute: { title: "42 U.S.C. 2000e-5(e)(1)", url: "https://www.law.cornell.edu/uscode/text/42/2000e-5" },
  },
  "wage-claim": {
    title: "Wage claim with the Labor Commissioner or in court",
    where: "Labor Commissioner's Office or Superior Court",
    rule: "Most claims for unpaid wages, overtime and break pay can be brought within three years of each payday.",
    exception: "Every payday starts its own clock, so the oldest unpaid weeks run out first.",
    statute: { title: "Code of Civil Procedure 338(a)", url: leginfo("CCP", "338") },
  },
  "ucl-wages": {
    title: "Court claim under the Unfair Competition Law",
    where: "Superior Court",
    rule: "A lawsuit under California's Unfair Competition Law can recover unpaid wages going back four years.",
    exception: "It is only for a court case and recovers wages, not penalties.",
    statute: { title: "Business and Professions Code 17208", url: leginfo("BPC", "17208") },
  },
  "final-pay": {
    title: "Claim for late final pay (waiting-time penalty)",
    where: "Labor Commissioner's Office or Superior Court",
    rule: "When an employer fails on purpose to pay final wages on time, it may owe up to 30 days of your daily wage as a penalty, and you have three years to claim it.",
    exception:
      "Final pay is due on your last day if you were fired, and within 72 hours if you quit without notice.",
    statute: { title: "Labor Code 203", url: leginfo("LAB", "203") },
  },
  "retaliation-complaint": {
    title: "Retaliation complaint to the Labor Commissioner",
    where: "Labor Commissioner's Office",
    rule: "If you were fired or punished for reporting a labor law violation or for using a right at work, you have one year to file a retaliation complaint.",
    exception: "This is a short deadline; a lawsuit over the same firing may allow more time.",
    statute: { title: "Labor Code 98.7", url: leginfo("LAB", "98.7") },
  },
  whistleblower: {
    title: "Whistleblower lawsuit",
    where: "Superior Court",
    rule: "If you were punished for reporting what you believed was a broken law, to an agency or to someone at work who could fix it, you generally have three years to sue.",
    exception: "A complaint to the Labor Commissioner over the same facts has a shorter, one-year deadline.",
    statute: { title: "Labor Code 1102.5", url: leginfo("LAB", "1102.5") },
  },
  "wrongful-termination": {
    title: "Lawsuit for a firing against public policy",
    where: "Superior Court",
    rule: "If you were fired for a reason the law forbids, such as refusing to break the law or reporting a danger, you have two years to sue.",
    exception: "This claim cannot be brought against a public employer.",
    statute: { title: "Code of Civil Procedure 335.1", url: leginfo("CCP", "335.1") },
  },
  fmla: {
    title: "Federal family and medical leave (FMLA) lawsuit",
    where: "Federal or state court",
    rule: "If your employer denied or interfered with federal family or medical leave, or punished you for taking it, you have two years to sue.",
    exception: "You have three years if the employer broke the law on purpose.",
    statute: { title: "29 U.S.C. 2617(c)", url: "https://www.law.cornell.edu/uscode/text/29/2617" },
  },
  "government-claim": {
    title: "Written claim to a public employer",
    where: "The public agency you worked for",
    rule: "Before you sue a city, county, state agency or school district for money, you usually must give it a written claim within six months.",
    exception:
      "Discrimination, harassment and retaliation claims under California law and claims for unpaid wages usually do not need it, but some cities set their own claim rules.",
    statute: { title: "Government Code 911.2", url: leginfo("GOV", "911.2") },
  },
};

export const deadlineToolCopy = {
  formLabel: "Your situation",
  situationsLegend: "What happened?",
  dateLabel: "When did it last happen?",
  dateHint:
    "For a firing, your last day of work. For late final pay, the day it was due. If you are not sure, choose the earliest day it could have been.",
  publicLegend: "Was your employer a government agency?",
  publicHint:
    "For example a city, county, state agency, public school, college or public hospital, or a federal agency.",
  publicOptions: {
    no: "No, a private employer",
    state: "Yes, a California city, county, state agency, school or other local agency",
    federal:
      "Yes, the U.S. government (a federal agency, the Postal Service or a civilian job with the military)",
    unsure: "Not sure",
  },
  unsureNote: "Because you are not sure, we included the rules for California government employers.",
  federal: {
    heading: "Federal employees have a different, much shorter first step",
    where: "Your agency's EEO office",
    rule: "If you work for the federal government, you must usually contact your agency's EEO counselor within 45 days of what happened. California's Civil Rights Department and Labor Commissioner generally cannot take your case.",
    statute: {
      title: "29 CFR 1614.105(a)(1)",
      url: "https://www.ecfr.gov/current/title-29/section-1614.105",
    },
    title: "Contact with your agency's EEO counselor",
    other:
      "Federal employees' wage, leave and whistleblower claims follow federal rules with their own deadlines, which this tool does not estimate. Call us and we will check yours.",
  },
  tooEarly: "Please enter a date in 1900 or later.",
  allPassedHeading: "The usual deadlines may have passed",
  allPassedText: `Some rules pause or extend the clock, so do not give up yet. Call us at ${site.contact.phoneDisplay}, or send a free case review and we will check your dates.`,
  allPassedSummary: "Every deadline we found has passed. Some rules pause the clock, so call us to check.",
  urgentSummary: " One of them is less than 90 days away.",
  needsAnswers: "Choose at least one situation and a date to see your deadlines.",
  futureDate: "The date can't be in the future.",
  resultsHeading: "Deadlines that may apply",
  dueOn: "File by",
  where: "Where",
  lawLabel: "Law",
  daysLeft: (n: number) => (n === 0 ? "Today is the last day" : n === 1 ? "1 day left" : `${n} days left`),
  passed: (n: number) => (n === 1 ? "Passed 1 day ago" : `Passed ${n} days ago`),
  passedNote:
    "A date that has passed does not always end a claim: some rules pause the clock. A lawyer can check.",
  urgentHeading: "A deadline may be less than 90 days away",
  urgentText: `Do not wait. Call us today at ${site.contact.phoneDisplay}, or send a free case review now and we will look at the dates with you.`,
  summary: (count: number, earliest: string) =>
    count === 1
      ? `One deadline may apply. File by ${earliest}.`
      : `${count} deadlines may apply. The earliest is ${earliest}.`,
  addToReview: "Add this to my free case review",
  addedHint: "The case review opens with your answers filled in. You can change them before you send it.",
  weekendNote: "Dates are not moved for weekends or holidays. File well before the last day.",
  noScript: `This tool needs JavaScript. Call us at ${site.contact.phoneDisplay} and we will work out your deadlines with you.`,
};

/** The sentences put in the case review's details box, which the worker can edit. */
export const deadlineReviewWords = {
  incident: (day: string) => `From the deadline tool: last incident on ${day}.`,
  happened: (labels: string) => `What happened: ${labels}.`,
  earliest: (title: string, due: string) => `Earliest deadline that may apply: ${title}, ${due}.`,
};

type WageLineKey =
  "minimum-wage" | "overtime" | "double-time" | "meal-premiums" | "rest-premiums" | "waiting-time";

export const wageToolCopy = {
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
  extraLegend: "How were you paid for hours past 8 a day or 40 a week?",
  extraOptions: {
    none: "Not at all",
    straight: "At my normal hourly pay",
    overtime: "At time and a half",
  },
  mealsLabel: "Workdays each week with a missed meal break",
  restsLabel: "Workdays each week with a missed rest break",
  weeksLabel: "How many weeks did you work like this?",
  weeksHint: "Up to 209 weeks (four years).",
  lastWeekLabel: "Last day of the last of those weeks",
  lastWeekHint: "Leave empty for your last day of work if you left, or for today.",
  oldWeeks: (from: string) =>
    `Some of these weeks are more than three years old. Pay due before ${from} may be too old for a wage claim; a court claim under the Unfair Competition Law can reach back four years, for wages only.`,
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
  lineTitles: {
    "minimum-wage": "Minimum wage shortfall",
    overtime: "Unpaid overtime",
    "double-time": "Unpaid double time",
    "meal-premiums": "Missed meal breaks",
    "rest-premiums": "Missed rest breaks",
    "waiting-time": "Late final pay penalty",
  } satisfies Record<WageLineKey, string>,
  lineRules: {
    "minimum-wage":
      "Every hour must be paid at least the state minimum wage, or the city's if it is higher (Labor Code 1182.12).",
    overtime:
      "Time and a half after 8 hours in a day, after 40 in a week, and for the first 8 hours of a seventh day in a row (Labor Code 510).",
    "double-time":
      "Double pay after 12 hours in a day and after 8 hours on a seventh day in a row (Labor Code 510).",
    "meal-premiums": "One extra hour of pay for each workday a meal break was missed (Labor Code 226.7).",
    "rest-premiums": "One extra hour of pay for each workday a rest break was missed (Labor Code 226.7).",
    "waiting-time":
      "If the employer failed on purpose to pay on time, a day's pay for each day the final paycheck was late, up to 30 days (Labor Code 203). If you quit without notice, the employer had 72 hours, so the penalty may be up to 3 days less.",
  } satisfies Record<WageLineKey, string>,
  addToReview: "Add this to my free case review",
  addedHint: "The case review opens with your answers filled in. You can change them before you send it.",
  earlyWeeks: (weeks: number, from: string) =>
    `${weeks === 1 ? "One week" : `${weeks} weeks`} began before ${from}, the earliest state minimum wage this calculator has; for those weeks it counts no minimum wage shortfall. A lawyer can check them.`,
  noScript: `This calculator needs JavaScript. Call us at ${site.contact.phoneDisplay} and we will go through your pay with you.`,
};

/** The sentence put in the case review's details box, which the worker can edit. */
export function wageSummaryForReview(input: {
  rate: string;
  weeks: number;
  lines: string[];
  total: string;
}): string {
  return `From the wage calculator: ${input.rate} an hour, ${input.weeks} weeks. ${input.lines.join("; ")}. Estimated total ${input.total}.`;
}
