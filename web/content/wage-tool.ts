import type { Period } from "../lib/deadlines";
import { formatUsd } from "../lib/format";
import { fillIn, withWords } from "../lib/words";
import { findFigure } from "./figures/find-figure";
import { leginfo } from "./figures/figure-sources";
import { periodOf, phone, quitWithoutNotice, spanWords, statuteTitle, waitingTimeDays } from "./tool-phrases";
import words from "#words/tools";

// The wage calculator's facts and words (features/tools/wage-calculator.ts counts with these
// facts); the words are content/words/<language>/tools.ts, shared with the deadline tool
// (content/tools.ts).

const lookBackYears = periodOf("ucl-wages").years ?? 0;

export const wageLaw = {
  /** Labor Code 510: overtime past 8 hours a day or 40 a week, double time past 12 hours a day,
   * and on a seventh day in a row overtime for the first 8 hours and double time after. */
  overtimeAfterDayHours: 8,
  overtimeAfterWeekHours: 40,
  doubleTimeAfterDayHours: 12,
  seventhDayOvertimeHours: 8,
  /** The highest hourly pay the calculator takes. */
  maxHourlyRate: 1000,
  /** How far back it counts: the Unfair Competition Law's reach (rules.json "ucl-wages"), in
   * whole weeks (four years: 209). */
  lookBack: { years: lookBackYears } as Period,
  maxWeeks: Math.ceil((lookBackYears * 365.25) / 7),
  /** Most wage claims reach back this far from each payday (rules.json "wage-claim"). */
  wageClaimPeriod: periodOf("wage-claim"),
};

/** The figures the wage words name, written out. */
export const wageValues: Readonly<Record<string, string>> = {
  dayHours: String(wageLaw.overtimeAfterDayHours),
  weekHours: String(wageLaw.overtimeAfterWeekHours),
  doubleAfterHours: String(wageLaw.doubleTimeAfterDayHours),
  seventhDayHours: String(wageLaw.seventhDayOvertimeHours),
  maxRate: formatUsd(wageLaw.maxHourlyRate, 0),
  maxWeeks: String(wageLaw.maxWeeks),
  lookBack: spanWords(wageLaw.lookBack),
  wageClaimPeriod: spanWords(wageLaw.wageClaimPeriod),
  penaltyDays: spanWords(waitingTimeDays),
  quitHours: spanWords(quitWithoutNotice),
  quitDays: spanWords({ days: (quitWithoutNotice.hours ?? 0) / 24 }, "digits"),
  ...phone,
};
const fill = (text: string) => fillIn(text, wageValues);

type WageLineKey = keyof typeof words.wageTool.lineTitles;

export const wageToolCopy = {
  ...words.wageTool,
  extraLegend: fill(words.wageTool.extraLegend),
  weeksHint: fill(words.wageTool.weeksHint),
  /** {from}: the day before which pay may be too old for a wage claim. */
  oldWeeks: fillIn(words.wageTool.oldWeeks, wageValues, { keep: ["from"] }),
  lineRules: Object.fromEntries(
    Object.entries(words.wageTool.lineRules).map(([id, text]) => [id, fill(text)]),
  ) as Record<WageLineKey, string>,
  noScript: fill(words.wageTool.noScript),
};

/** The rules the calculator applies, each with the law that sets it, for its page. */
const wageRuleFacts = [
  { id: "minimum-wage", statute: "Labor Code 1194", url: leginfo("LAB", "1194") },
  { id: "overtime", statute: "Labor Code 510", url: leginfo("LAB", "510") },
  { id: "break-premiums", statute: "Labor Code 226.7", url: leginfo("LAB", "226.7") },
  { id: "waiting-time", statute: "Labor Code 203", url: leginfo("LAB", "203") },
];

/** What the calculator applies: its rules and the state minimum wages it knows (content/figures). */
export const wageList = {
  ...words.wageList,
  rules: withWords("wage rules", wageRuleFacts, words.wageList.rules).map((rule) => ({
    id: rule.id,
    title: rule.title,
    text: fill(rule.text),
    statute: { title: statuteTitle(rule.statute), url: rule.url },
  })),
  stateMinimumWages: findFigure("state-minimum-wage").values,
};

/** The sentence put in the case review's details box, which the worker can edit. */
export const wageSummaryForReview = words.wageReview;
