import { checkedNov2026, leginfo, page } from "./figure-sources.ts";
import { fixedFigureFacts } from "./fixed-figure-facts.ts";
import type { FigureFacts, FigureValue } from "./schedule.ts";

// Every legal figure the site states (wage rates, salary floors, deadlines, penalties), each with
// the day it took effect, the law that sets it, the official page where a reader can check it,
// and the day it was last checked: the facts, the same in every language. Their words (the names
// of cities, industries and official pages, the notes on how a figure changes) are in
// content/words/<language>/legal-figures.ts, and content/figures/legal-figures.ts joins the two.
// Pages never type a figure: articles and guides use <Fig>, the wage tables read these entries,
// and the page shows the value in force on the day it is read (components/article/figures.tsx).
// Sources are listed in docs/content-sources.md. Relative imports only and no words, so Node runs
// this file as it is in the content check (scripts/check-content.ts).
//
// Updating: when a city or the state announces a new rate, add a value with its start date and
// set `checked` (figure-sources.ts). `scripts/check-content` fails (and `scripts/test` warns) when
// a scheduled change day has come and no value was entered for it; until then pages show the last
// value with a pointer to the official page instead of calling it current.
//
// Here: the figures that change on a schedule (the state, city and industry minimum wages, the
// exempt salary floor). The fixed ones (time limits, penalties, leave) are in fixed-figure-facts.ts;
// the official pages, the law links and the day last checked are in figure-sources.ts.

// 2022 and 2023 from Labor Code 1182.12(b) and the Department of Industrial Relations' minimum wage
// page (its history of the rates): in 2022, $15.00 for employers with 26 or more employees and
// $14.00 for 25 or fewer; from 2023 one rate for every employer.
const stateMinimumWage: FigureFacts = {
  id: "state-minimum-wage",
  unit: "usd-hour",
  values: [
    { from: "2022-01-01", value: 15.0, smallEmployer: { maxEmployees: 25, value: 14.0 } },
    { from: "2023-01-01", value: 15.5 },
    { from: "2024-01-01", value: 16.0 },
    { from: "2025-01-01", value: 16.5 },
    { from: "2026-01-01", value: 16.9 },
  ],
  source: {
    title: "Labor Code 1182.12 and the Department of Finance's yearly adjustment",
    url: leginfo("LAB", "1182.12"),
  },
  officialPage: page("dir-minimum-wage"),
  checked: checkedNov2026,
  changesEveryYearOn: "01-01",
};

/** Labor Code 515(a): twice the state minimum wage for full-time work (2,080 hours a year). */
const exemptSalary = (hourly: number) => Math.round(2 * 2080 * hourly);
const exemptSalaryFloor: FigureFacts = {
  ...stateMinimumWage,
  id: "exempt-salary-floor",
  unit: "usd",
  values: stateMinimumWage.values.map((v): FigureValue => ({
    from: v.from,
    value: exemptSalary(v.value),
    ...(v.smallEmployer && {
      smallEmployer: { ...v.smallEmployer, value: exemptSalary(v.smallEmployer.value) },
    }),
  })),
  source: {
    title: "Labor Code 515(a) (twice the state minimum wage for 2,080 hours)",
    url: leginfo("LAB", "515"),
  },
};

type City = {
  id: string;
  /** The city's name in the figure's label and source, for the team; pages take it from the words. */
  name: string;
  /** The city's page on its minimum wage. */
  page: string;
  changesOn: "01-01" | "07-01";
  values: FigureFacts["values"];
};

// Local rates: ../shared/content-facts.md for 2025; January 1, 2026 rates from the issue's
// CalChamber HR Watchdog list (January 2026). San Francisco, Berkeley and Los Angeles adjust every
// July 1; their July 1, 2026 rates could not be reached from here, so pages point to the city.
const cities: readonly City[] = [
  {
    id: "mountain-view",
    name: "Mountain View",
    page: "https://www.mountainview.gov/our-city/departments/city-manager-s-office/minimum-wage",
    changesOn: "01-01",
    values: [
      { from: "2025-01-01", value: 19.2 },
      { from: "2026-01-01", value: 19.7 },
    ],
  },
  {
    id: "san-francisco",
    name: "San Francisco",
    page: "https://www.sf.gov/information/minimum-wage-ordinance",
    changesOn: "07-01",
    values: [
      { from: "2024-07-01", value: 18.67 },
      { from: "2025-07-01", value: 19.18 },
    ],
  },
  {
    id: "berkeley",
    name: "Berkeley",
    page: "https://berkeleyca.gov/doing-business/operating-berkeley/minimum-wage-ordinance",
    changesOn: "07-01",
    values: [
      { from: "2024-07-01", value: 18.67 },
      { from: "2025-07-01", value: 19.18 },
    ],
  },
  {
    id: "palo-alto",
    name: "Palo Alto",
    page: "https://www.cityofpaloalto.org/Departments/City-Manager/Minimum-Wage",
    changesOn: "01-01",
    values: [
      { from: "2025-01-01", value: 18.2 },
      { from: "2026-01-01", value: 18.7 },
    ],
  },
  {
    id: "san-jose",
    name: "San Jose",
    page: "https://www.sanjoseca.gov/your-government/departments-offices/office-of-equality-assurance/labor-standards-enforcement/minimum-wage-ordinance",
    changesOn: "01-01",
    values: [
      { from: "2025-01-01", value: 17.95 },
      { from: "2026-01-01", value: 18.45 },
    ],
  },
  {
    id: "los-angeles",
    name: "Los Angeles (city)",
    page: "https://wagesla.lacity.gov/",
    changesOn: "07-01",
    values: [
      { from: "2024-07-01", value: 17.28 },
      { from: "2025-07-01", value: 17.87 },
    ],
  },
  {
    id: "san-diego",
    name: "San Diego",
    page: "https://www.sandiego.gov/treasurer/minimum-wage-program",
    changesOn: "01-01",
    values: [
      { from: "2025-01-01", value: 17.25 },
      { from: "2026-01-01", value: 17.75 },
    ],
  },
  {
    id: "oakland",
    name: "Oakland",
    page: "https://www.oaklandca.gov/Business/Workers-Employers/Minimum-Wage",
    changesOn: "01-01",
    values: [
      { from: "2025-01-01", value: 16.89 },
      { from: "2026-01-01", value: 17.34 },
    ],
  },
];

/** A city's figure: its id is "city-<city id>", and `city` names its words. */
export const cityWageFacts: readonly (FigureFacts & { city: string })[] = cities.map((c) => ({
  id: `city-${c.id}`,
  city: c.id,
  unit: "usd-hour",
  values: c.values,
  source: { title: `${c.name} minimum wage ordinance`, url: c.page },
  officialPage: { id: `city-${c.id}`, url: c.page },
  checked: checkedNov2026,
  changesEveryYearOn: c.changesOn,
}));

/**
 * A number the words of a figure name ({name} in content/words/<language>/legal-figures.ts): an
 * amount of money, a count (or a percentage: "{raise}%") or a year.
 */
export type FigureTerm = { usd: number } | { count: number } | { year: number };

/** An industry's figure; `terms` are the numbers its words name beside its values. */
export type IndustryFacts = FigureFacts & { terms?: Readonly<Record<string, FigureTerm>> };

const healthCareLaw = {
  title: "Labor Code 1182.14 (SB 525, SB 828, SB 159)",
  url: leginfo("LAB", "1182.14"),
};

/** A health-care worker minimum wage (Labor Code 1182.14, on the health-care FAQ of the DIR). */
const healthCare = (id: string, values: FigureValue[], more: Partial<IndustryFacts> = {}): IndustryFacts => ({
  id,
  unit: "usd-hour",
  values,
  source: healthCareLaw,
  officialPage: page("dir-health-care"),
  checked: checkedNov2026,
  ...more,
});

export const industryWageFacts: readonly IndustryFacts[] = [
  {
    id: "fast-food-minimum-wage",
    unit: "usd-hour",
    values: [{ from: "2024-04-01", value: 20.0 }],
    source: { title: "Labor Code 1474-1475 (AB 1228)", url: leginfo("LAB", "1475") },
    officialPage: page("fast-food-council"),
    checked: checkedNov2026,
    terms: { minLocations: { count: 60 } },
  },
  healthCare(
    "health-care-large-systems",
    [
      { from: "2024-10-16", value: 23 },
      { from: "2025-07-01", value: 24 },
      { from: "2026-07-01", value: 25 },
    ],
    { terms: { minWorkers: { count: 10_000 } } },
  ),
  healthCare(
    "health-care-high-payor",
    [
      { from: "2024-10-16", value: 18 },
      { from: "2025-07-01", value: 18.63 },
      { from: "2026-07-01", value: 19.28 },
    ],
    {
      changesEveryYearOn: "07-01",
      terms: { raise: { count: 3.5 }, cap: { usd: 25 }, capYear: { year: 2033 } },
    },
  ),
  healthCare("health-care-clinics", [
    { from: "2024-10-16", value: 21 },
    { from: "2026-07-01", value: 22 },
    { from: "2027-07-01", value: 25 },
  ]),
  healthCare("health-care-other", [
    { from: "2024-10-16", value: 21 },
    { from: "2026-07-01", value: 23 },
    { from: "2028-07-01", value: 25 },
  ]),
];

export const legalFigureFacts: readonly FigureFacts[] = [
  stateMinimumWage,
  exemptSalaryFloor,
  ...cityWageFacts,
  ...industryWageFacts,
  ...fixedFigureFacts,
];
