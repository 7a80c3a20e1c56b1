import { checkedNov2026, leginfo, page, type OfficialPageId } from "./figure-sources.ts";
import type { FigureFacts } from "./schedule.ts";

// The legal figures that do not change on a schedule (time limits, penalties, coverage
// thresholds), each with the day it took effect, the law that sets it and the official page where
// a reader checks it. The figures that do change (wage rates, salary floors) and how to enter a
// new value are in legal-figure-facts.ts, which lists these with them. Sources are listed in
// docs/content-sources.md. Relative imports only and no words, as in legal-figure-facts.ts.

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

/** Figures that do not change on a schedule: time limits, penalties, coverage thresholds. */
const fixed = (
  id: string,
  unit: FigureFacts["unit"],
  value: number,
  from: string,
  source: FigureFacts["source"],
  officialPage: OfficialPageId,
): FigureFacts => ({
  id,
  unit,
  values: [{ from, value }],
  source,
  officialPage: page(officialPage),
  checked: checkedNov2026,
});

export const fixedFigureFacts: readonly FigureFacts[] = [
  fixed(
    "crd-complaint-deadline",
    "years",
    3,
    "2020-01-01",
    { title: "Government Code 12960(e) (AB 9)", url: leginfo("GOV", "12960") },
    "crd-complaint",
  ),
  fixed(
    "crd-lawsuit-deadline",
    "years",
    1,
    "2020-01-01",
    { title: "Government Code 12965", url: leginfo("GOV", "12965") },
    "crd-complaint",
  ),
  fixed("eeoc-charge-deadline-base", "days", 180, "1991-11-21", eeocLaw, "eeoc-time-limits"),
  fixed("eeoc-charge-deadline", "days", 300, "1991-11-21", eeocLaw, "eeoc-time-limits"),
  fixed(
    "wage-claim-deadline",
    "years",
    3,
    "1980-01-01",
    { title: "Code of Civil Procedure 338(a)", url: leginfo("CCP", "338") },
    "wage-claim",
  ),
  fixed(
    "ucl-deadline",
    "years",
    4,
    "1980-01-01",
    { title: "Business and Professions Code 17208", url: leginfo("BPC", "17208") },
    "wage-claim",
  ),
  // Issue 51: pay-stub penalties (Labor Code 226(e)) and PAGA's civil penalties (Labor Code 2699.3)
  // are penalties, which Code of Civil Procedure 340(a) gives one year.
  fixed(
    "penalty-claim-deadline",
    "years",
    1,
    "1980-01-01",
    { title: "Code of Civil Procedure 340(a)", url: leginfo("CCP", "340") },
    "wage-claim",
  ),
  fixed(
    "retaliation-complaint-deadline",
    "years",
    1,
    "2021-01-01",
    { title: "Labor Code 98.7 (AB 1947)", url: leginfo("LAB", "98.7") },
    "retaliation-complaint",
  ),
  fixed(
    "retaliation-presumption-days",
    "days",
    90,
    "2024-01-01",
    { title: "Labor Code 98.6 and 1102.5 (SB 497)", url: leginfo("LAB", "98.6") },
    "retaliation-complaint",
  ),
  fixed("pay-stub-penalty-first", "usd", 50, "1980-01-01", payStubLaw, "wage-claim"),
  fixed("pay-stub-penalty-later", "usd", 100, "1980-01-01", payStubLaw, "wage-claim"),
  fixed("pay-stub-penalty-cap", "usd", 4000, "1980-01-01", payStubLaw, "wage-claim"),
  fixed(
    "waiting-time-penalty-days",
    "days",
    30,
    "1980-01-01",
    { title: "Labor Code 203", url: leginfo("LAB", "203") },
    "wage-claim",
  ),
  fixed("misclassification-penalty-min", "usd", 5000, "2012-01-01", misclassificationLaw, "wage-claim"),
  fixed("misclassification-penalty-max", "usd", 15000, "2012-01-01", misclassificationLaw, "wage-claim"),
  fixed(
    "misclassification-pattern-max",
    "usd",
    25000,
    "2012-01-01",
    { title: "Labor Code 226.8(c)", url: leginfo("LAB", "226.8") },
    "wage-claim",
  ),
  fixed("meal-period-minutes", "minutes", 30, "2000-01-01", mealLaw, "meal-and-rest"),
  fixed("meal-period-after-hours", "hours", 5, "2000-01-01", mealLaw, "meal-and-rest"),
  fixed("rest-period-minutes", "minutes", 10, "2000-01-01", restLaw, "meal-and-rest"),
  fixed("rest-period-per-hours", "hours", 4, "2000-01-01", restLaw, "meal-and-rest"),
  fixed(
    "cfra-leave-weeks",
    "weeks",
    12,
    "1993-01-01",
    { title: "Government Code 12945.2", url: leginfo("GOV", "12945.2") },
    "crd-leave",
  ),
  fixed(
    "leave-employer-size",
    "employees",
    5,
    "2021-01-01",
    { title: "Government Code 12945 and 12945.2 (SB 1383)", url: leginfo("GOV", "12945.2") },
    "crd-leave",
  ),
  fixed(
    "pregnancy-leave-months",
    "months",
    4,
    "1980-01-01",
    { title: "Government Code 12945", url: leginfo("GOV", "12945") },
    "crd-leave",
  ),
  fixed(
    "ads-records-years",
    "years",
    4,
    "2025-10-01",
    {
      title: "Civil Rights Council: FEHA regulations on automated-decision systems",
      url: "https://calcivilrights.ca.gov/civilrightscouncil/",
    },
    "crd",
  ),
];
