import type { LegalFigure } from "./schedule.ts";

// Every legal figure the site states (wage rates, salary floors, deadlines, penalties), each with
// the day it took effect, the law that sets it, the official page where a reader can check it,
// and the day it was last checked. Pages never type a figure: articles and guides use <Fig>,
// the wage tables read these entries, and the page shows the value in force on the day it is
// read (components/article/figures.tsx). Sources are listed in docs/content-sources.md.
//
// Updating: when a city or the state announces a new rate, add a value with its start date and
// set `checked`. `scripts/check-content` fails (and `scripts/test` warns) when a scheduled change
// day has come and no value was entered for it; until then pages show the last value with a
// pointer to the official page instead of calling it current.

const checkedNov2026 = "2026-11-23";

const leginfo = (code: "LAB" | "GOV" | "BPC" | "CCP", section: string) =>
  `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=${code}&sectionNum=${section}`;

const dirMinimumWage = {
  title: "Department of Industrial Relations: minimum wage",
  url: "https://www.dir.ca.gov/dlse/faq_minimumwage.htm",
};
const healthCareFaq = {
  title: "Department of Industrial Relations: health care worker minimum wage",
  url: "https://www.dir.ca.gov/dlse/Health-Care-Worker-Minimum-Wage-FAQ.htm",
};
const healthCareLaw = {
  title: "Labor Code 1182.14 (SB 525, SB 828, SB 159)",
  url: leginfo("LAB", "1182.14"),
};
const crdComplaint = {
  title: "Civil Rights Department: file a complaint",
  url: "https://calcivilrights.ca.gov/complaintprocess/",
};
const eeocTimeLimits = {
  title: "EEOC: time limits for filing a charge",
  url: "https://www.eeoc.gov/time-limits-filing-charge",
};
const wageClaim = {
  title: "Labor Commissioner: how to file a wage claim",
  url: "https://www.dir.ca.gov/dlse/howtofilewageclaim.htm",
};
const retaliationComplaint = {
  title: "Labor Commissioner: how to file a retaliation complaint",
  url: "https://www.dir.ca.gov/dlse/howtofileretaliationcomplaint.htm",
};
const mealAndRest = {
  title: "Labor Commissioner: meal and rest periods",
  url: "https://www.dir.ca.gov/dlse/faq_mealperiods.htm",
};
const crdLeave = {
  title: "Civil Rights Department: family and medical leave",
  url: "https://calcivilrights.ca.gov/family-medical-pregnancy-leave/",
};

const payStubLaw = { title: "Labor Code 226(e)", url: leginfo("LAB", "226") };
const mealLaw = { title: "Labor Code 512", url: leginfo("LAB", "512") };
const restLaw = {
  title: "Wage orders of the Industrial Welfare Commission, section 12",
  url: "https://www.dir.ca.gov/iwc/wageorderindustries.htm",
};
const misclassificationLaw = { title: "Labor Code 226.8(b)", url: leginfo("LAB", "226.8") };
const eeocLaw = {
  title: "42 U.S.C. 2000e-5(e)(1)",
  url: "https://www.law.cornell.edu/uscode/text/42/2000e-5",
};

const stateMinimumWage: LegalFigure = {
  id: "state-minimum-wage",
  label: "California minimum wage",
  unit: "usd-hour",
  values: [
    { from: "2024-01-01", value: 16.0 },
    { from: "2025-01-01", value: 16.5 },
    { from: "2026-01-01", value: 16.9 },
  ],
  source: {
    title: "Labor Code 1182.12 and the Department of Finance's yearly adjustment",
    url: leginfo("LAB", "1182.12"),
  },
  officialPage: dirMinimumWage,
  checked: checkedNov2026,
  changesEveryYearOn: "01-01",
  changeNote:
    "The state rate is adjusted for inflation every January 1; the state announces the new rate the summer before.",
};

/** Labor Code 515(a): twice the state minimum wage for full-time work (2,080 hours a year). */
const exemptSalaryFloor: LegalFigure = {
  ...stateMinimumWage,
  id: "exempt-salary-floor",
  label: "Lowest yearly salary for most exempt jobs",
  unit: "usd",
  values: stateMinimumWage.values.map((v) => ({ from: v.from, value: Math.round(2 * 2080 * v.value) })),
  source: {
    title: "Labor Code 515(a) (twice the state minimum wage for 2,080 hours)",
    url: leginfo("LAB", "515"),
  },
  changeNote: "It is twice the state minimum wage for a full-time year, so it changes with the state rate.",
};

type City = {
  id: string;
  city: string;
  /** The city's page on its minimum wage, and what to call it in a link. */
  page: string;
  pageTitle: string;
  changesOn: "01-01" | "07-01";
  values: LegalFigure["values"];
};

// Local rates: ../shared/content-facts.md for 2025; January 1, 2026 rates from the issue's
// CalChamber HR Watchdog list (January 2026). San Francisco, Berkeley and Los Angeles adjust every
// July 1; their July 1, 2026 rates could not be reached from here, so pages point to the city.
const cities: readonly City[] = [
  {
    id: "mountain-view",
    city: "Mountain View",
    page: "https://www.mountainview.gov/our-city/departments/city-manager-s-office/minimum-wage",
    pageTitle: "City of Mountain View: minimum wage",
    changesOn: "01-01",
    values: [
      { from: "2025-01-01", value: 19.2 },
      { from: "2026-01-01", value: 19.7 },
    ],
  },
  {
    id: "san-francisco",
    city: "San Francisco",
    page: "https://www.sf.gov/information/minimum-wage-ordinance",
    pageTitle: "San Francisco Office of Labor Standards Enforcement",
    changesOn: "07-01",
    values: [
      { from: "2024-07-01", value: 18.67 },
      { from: "2025-07-01", value: 19.18 },
    ],
  },
  {
    id: "berkeley",
    city: "Berkeley",
    page: "https://berkeleyca.gov/doing-business/operating-berkeley/minimum-wage-ordinance",
    pageTitle: "City of Berkeley: minimum wage",
    changesOn: "07-01",
    values: [
      { from: "2024-07-01", value: 18.67 },
      { from: "2025-07-01", value: 19.18 },
    ],
  },
  {
    id: "palo-alto",
    city: "Palo Alto",
    page: "https://www.cityofpaloalto.org/Departments/City-Manager/Minimum-Wage",
    pageTitle: "City of Palo Alto: minimum wage",
    changesOn: "01-01",
    values: [
      { from: "2025-01-01", value: 18.2 },
      { from: "2026-01-01", value: 18.7 },
    ],
  },
  {
    id: "san-jose",
    city: "San Jose",
    page: "https://www.sanjoseca.gov/your-government/departments-offices/office-of-equality-assurance/labor-standards-enforcement/minimum-wage-ordinance",
    pageTitle: "City of San Jose: minimum wage",
    changesOn: "01-01",
    values: [
      { from: "2025-01-01", value: 17.95 },
      { from: "2026-01-01", value: 18.45 },
    ],
  },
  {
    id: "los-angeles",
    city: "Los Angeles (city)",
    page: "https://wagesla.lacity.gov/",
    pageTitle: "Los Angeles Office of Wage Standards",
    changesOn: "07-01",
    values: [
      { from: "2024-07-01", value: 17.28 },
      { from: "2025-07-01", value: 17.87 },
    ],
  },
  {
    id: "san-diego",
    city: "San Diego",
    page: "https://www.sandiego.gov/treasurer/minimum-wage-program",
    pageTitle: "City of San Diego: minimum wage",
    changesOn: "01-01",
    values: [
      { from: "2025-01-01", value: 17.25 },
      { from: "2026-01-01", value: 17.75 },
    ],
  },
  {
    id: "oakland",
    city: "Oakland",
    page: "https://www.oaklandca.gov/Business/Workers-Employers/Minimum-Wage",
    pageTitle: "City of Oakland: minimum wage",
    changesOn: "01-01",
    values: [
      { from: "2025-01-01", value: 16.89 },
      { from: "2026-01-01", value: 17.34 },
    ],
  },
];

export const cityWageFigures: readonly (LegalFigure & { city: string })[] = cities.map((c) => ({
  id: `city-${c.id}`,
  city: c.city,
  label: `${c.city} minimum wage`,
  unit: "usd-hour",
  values: c.values,
  source: { title: `${c.city} minimum wage ordinance`, url: c.page },
  officialPage: { title: c.pageTitle, url: c.page },
  checked: checkedNov2026,
  changesEveryYearOn: c.changesOn,
  changeNote: `${c.city} adjusts its rate every ${c.changesOn === "01-01" ? "January 1" : "July 1"}.`,
}));

export const industryWageFigures: readonly (LegalFigure & { industry: string; detail: string })[] = [
  {
    id: "fast-food-minimum-wage",
    industry: "Fast-food restaurants of national chains (60 or more locations)",
    detail: "AB 1228. The state's Fast Food Council may raise it once a year.",
    label: "Fast-food minimum wage",
    unit: "usd-hour",
    values: [{ from: "2024-04-01", value: 20.0 }],
    source: { title: "Labor Code 1474-1475 (AB 1228)", url: leginfo("LAB", "1475") },
    officialPage: { title: "Fast Food Council", url: "https://www.dir.ca.gov/fastfoodcouncil/" },
    checked: checkedNov2026,
  },
  {
    id: "health-care-large-systems",
    industry: "Health care: large health systems (10,000+ workers), dialysis clinics, large counties",
    detail: "Health-care minimum wage (SB 525), in force since October 16, 2024.",
    label: "Health-care minimum wage, large systems",
    unit: "usd-hour",
    values: [
      { from: "2024-10-16", value: 23 },
      { from: "2025-07-01", value: 24 },
      { from: "2026-07-01", value: 25 },
    ],
    source: healthCareLaw,
    officialPage: healthCareFaq,
    checked: checkedNov2026,
  },
  {
    id: "health-care-high-payor",
    industry: "Health care: rural and high government-payor hospitals, small counties",
    detail: "Rises 3.5% every July 1 until it reaches $25 in 2033.",
    label: "Health-care minimum wage, rural and high government-payor hospitals",
    unit: "usd-hour",
    values: [
      { from: "2024-10-16", value: 18 },
      { from: "2025-07-01", value: 18.63 },
      { from: "2026-07-01", value: 19.28 },
    ],
    source: healthCareLaw,
    officialPage: healthCareFaq,
    checked: checkedNov2026,
    changesEveryYearOn: "07-01",
    changeNote: "This rate rises 3.5% every July 1 until it reaches $25.",
  },
  {
    id: "health-care-clinics",
    industry: "Health care: community clinics, rural health clinics and their urgent care",
    detail: "Reaches $25 on July 1, 2027.",
    label: "Health-care minimum wage, clinics",
    unit: "usd-hour",
    values: [
      { from: "2024-10-16", value: 21 },
      { from: "2026-07-01", value: 22 },
      { from: "2027-07-01", value: 25 },
    ],
    source: healthCareLaw,
    officialPage: healthCareFaq,
    checked: checkedNov2026,
  },
  {
    id: "health-care-other",
    industry: "Health care: all other covered facilities (including mid-size counties)",
    detail: "Reaches $25 on July 1, 2028.",
    label: "Health-care minimum wage, other covered facilities",
    unit: "usd-hour",
    values: [
      { from: "2024-10-16", value: 21 },
      { from: "2026-07-01", value: 23 },
      { from: "2028-07-01", value: 25 },
    ],
    source: healthCareLaw,
    officialPage: healthCareFaq,
    checked: checkedNov2026,
  },
];

/** Figures that do not change on a schedule: time limits, penalties, coverage thresholds. */
const fixed = (
  id: string,
  label: string,
  unit: LegalFigure["unit"],
  value: number,
  from: string,
  source: LegalFigure["source"],
  officialPage: LegalFigure["officialPage"],
): LegalFigure => ({
  id,
  label,
  unit,
  values: [{ from, value }],
  source,
  officialPage,
  checked: checkedNov2026,
});

const rulesFigures: readonly LegalFigure[] = [
  fixed(
    "crd-complaint-deadline",
    "Time to file a complaint with the Civil Rights Department",
    "years",
    3,
    "2020-01-01",
    { title: "Government Code 12960(e) (AB 9)", url: leginfo("GOV", "12960") },
    crdComplaint,
  ),
  fixed(
    "crd-lawsuit-deadline",
    "Time to sue after a right-to-sue notice",
    "years",
    1,
    "2020-01-01",
    { title: "Government Code 12965", url: leginfo("GOV", "12965") },
    crdComplaint,
  ),
  fixed(
    "eeoc-charge-deadline-base",
    "Time to file an EEOC charge where no state agency covers the claim",
    "days",
    180,
    "1991-11-21",
    eeocLaw,
    eeocTimeLimits,
  ),
  fixed(
    "eeoc-charge-deadline",
    "Time to file an EEOC charge in California",
    "days",
    300,
    "1991-11-21",
    eeocLaw,
    eeocTimeLimits,
  ),
  fixed(
    "wage-claim-deadline",
    "Time to bring most Labor Code wage claims",
    "years",
    3,
    "1980-01-01",
    { title: "Code of Civil Procedure 338(a)", url: leginfo("CCP", "338") },
    wageClaim,
  ),
  fixed(
    "ucl-deadline",
    "Time to sue for unpaid wages under the Unfair Competition Law",
    "years",
    4,
    "1980-01-01",
    { title: "Business and Professions Code 17208", url: leginfo("BPC", "17208") },
    wageClaim,
  ),
  fixed(
    "retaliation-complaint-deadline",
    "Time to file a retaliation complaint with the Labor Commissioner",
    "years",
    1,
    "2021-01-01",
    { title: "Labor Code 98.7 (AB 1947)", url: leginfo("LAB", "98.7") },
    retaliationComplaint,
  ),
  fixed(
    "retaliation-presumption-days",
    "Window in which action after a complaint is presumed retaliation",
    "days",
    90,
    "2024-01-01",
    { title: "Labor Code 98.6 and 1102.5 (SB 497)", url: leginfo("LAB", "98.6") },
    retaliationComplaint,
  ),
  fixed(
    "pay-stub-penalty-first",
    "Pay stub penalty, first pay period",
    "usd",
    50,
    "1980-01-01",
    payStubLaw,
    wageClaim,
  ),
  fixed(
    "pay-stub-penalty-later",
    "Pay stub penalty, each later pay period",
    "usd",
    100,
    "1980-01-01",
    payStubLaw,
    wageClaim,
  ),
  fixed(
    "pay-stub-penalty-cap",
    "Pay stub penalty, most per worker",
    "usd",
    4000,
    "1980-01-01",
    payStubLaw,
    wageClaim,
  ),
  fixed(
    "waiting-time-penalty-days",
    "Most days of waiting-time penalty for a late final paycheck",
    "days",
    30,
    "1980-01-01",
    { title: "Labor Code 203", url: leginfo("LAB", "203") },
    wageClaim,
  ),
  fixed(
    "misclassification-penalty-min",
    "Willful misclassification penalty, lowest",
    "usd",
    5000,
    "2012-01-01",
    misclassificationLaw,
    wageClaim,
  ),
  fixed(
    "misclassification-penalty-max",
    "Willful misclassification penalty, highest",
    "usd",
    15000,
    "2012-01-01",
    misclassificationLaw,
    wageClaim,
  ),
  fixed(
    "misclassification-pattern-max",
    "Willful misclassification penalty for a pattern, highest",
    "usd",
    25000,
    "2012-01-01",
    { title: "Labor Code 226.8(c)", url: leginfo("LAB", "226.8") },
    wageClaim,
  ),
  fixed("meal-period-minutes", "Length of a meal break", "minutes", 30, "2000-01-01", mealLaw, mealAndRest),
  fixed(
    "meal-period-after-hours",
    "Hours of work after which a meal break is due",
    "hours",
    5,
    "2000-01-01",
    mealLaw,
    mealAndRest,
  ),
  fixed(
    "rest-period-minutes",
    "Length of a paid rest break",
    "minutes",
    10,
    "2000-01-01",
    restLaw,
    mealAndRest,
  ),
  fixed(
    "rest-period-per-hours",
    "Hours worked that earn one rest break",
    "hours",
    4,
    "2000-01-01",
    restLaw,
    mealAndRest,
  ),
  fixed(
    "cfra-leave-weeks",
    "Weeks of CFRA family leave",
    "weeks",
    12,
    "1993-01-01",
    { title: "Government Code 12945.2", url: leginfo("GOV", "12945.2") },
    crdLeave,
  ),
  fixed(
    "leave-employer-size",
    "Smallest employer covered by CFRA and pregnancy disability leave",
    "employees",
    5,
    "2021-01-01",
    { title: "Government Code 12945 and 12945.2 (SB 1383)", url: leginfo("GOV", "12945.2") },
    crdLeave,
  ),
  fixed(
    "pregnancy-leave-months",
    "Months of pregnancy disability leave",
    "months",
    4,
    "1980-01-01",
    { title: "Government Code 12945", url: leginfo("GOV", "12945") },
    crdLeave,
  ),
  fixed(
    "ads-records-years",
    "Years employers keep records of automated decisions",
    "years",
    4,
    "2025-10-01",
    {
      title: "Civil Rights Council: FEHA regulations on automated-decision systems",
      url: "https://calcivilrights.ca.gov/civilrightscouncil/",
    },
    { title: "Civil Rights Department", url: "https://calcivilrights.ca.gov/" },
  ),
];

export const legalFigures: readonly LegalFigure[] = [
  stateMinimumWage,
  exemptSalaryFloor,
  ...cityWageFigures,
  ...industryWageFigures,
  ...rulesFigures,
];

export type FigureId = string;

/** The figure with this id; throws on an unknown id so a typo fails the prerender. */
export function findFigure(id: FigureId): LegalFigure {
  const figure = legalFigures.find((f) => f.id === id);
  if (!figure) throw new Error(`unknown legal figure: ${id}`);
  return figure;
}
