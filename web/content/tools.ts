import {
  flagDays,
  rules,
  situations,
  type DeadlineRuleId,
  type EmployerKind,
  type Period,
  type SituationId,
} from "../lib/deadlines";
import { formatUsd } from "../lib/format";
import { site } from "../lib/site-config";
import { fillIn, withWords } from "../lib/words";
import { formatFigure } from "./figures/format";
import { findFigureFacts, leginfo } from "./figures/legal-figure-facts";
import words from "#words/tools";

// The worker tools (/tools/deadlines, /tools/wage-calculator): their facts and, from
// content/words/<language>/tools.ts, their words (lib/words.ts). The deadline rules themselves
// (periods, statutes, which rule fits which situation and employer) are config/deadlines/rules.json
// through lib/deadlines.ts, the wage figures content/figures; sources are listed in
// docs/content-sources.md. A figure a sentence names is a fact here or there, filled in by name.

/** A length of time in one unit. */
type Span = Period & { hours?: number };

/**
 * A span as the words write it: "three years", "300 days" in a sentence (`words`), "3 years" in
 * a list (`digits`).
 */
export function spanWords(span: Span, style: "words" | "digits" = "words"): string {
  const parts = (Object.entries(span) as [keyof Span, number | undefined][]).filter(([, n]) => n);
  if (parts.length !== 1) throw new Error(`a span of one unit, not ${JSON.stringify(span)}`);
  const [unit, value] = parts[0]!;
  return formatFigure(unit, value!, style);
}

/** The span a fixed legal figure of content/figures gives ("crd-lawsuit-deadline": one year). */
function figureSpan(id: string): Span {
  const figure = findFigureFacts(id);
  const value = figure.values.at(-1)?.value;
  if (value === undefined || !["years", "months", "days", "hours"].includes(figure.unit))
    throw new Error(`${id} is not a span of time`);
  return { [figure.unit]: value };
}

function periodOf(id: DeadlineRuleId): Period {
  const rule = rules.find((r) => r.id === id);
  if (!rule) throw new Error(`no deadline rule ${id}`);
  return rule.period;
}

/**
 * A statute of config/deadlines/rules.json ("Labor Code 1102.5; Code of Civil Procedure 338(a)")
 * as the page's language cites it; federal citations ("29 U.S.C. 2617(c)") stay as they are.
 */
export function statuteTitle(statute: string): string {
  const codes = Object.keys(words.codeNames) as (keyof typeof words.codeNames)[];
  return statute
    .split("; ")
    .map((one) => {
      const code = codes.find((name) => one.startsWith(`${name} `));
      return code ? words.citation(words.codeNames[code], one.slice(code.length + 1)) : one;
    })
    .join("; ");
}

/** A mention in a rule's sentences: a span ("{suePeriod}", and "{suePeriodAdjective}") or a number. */
type Mention = Span | number;

/** The values a rule's sentences name: {period} is the rule's own. */
function sentenceValues(mentions: Readonly<Record<string, Mention>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, mention] of Object.entries(mentions)) {
    if (typeof mention === "number") values[name] = String(mention);
    else {
      values[name] = spanWords(mention);
      values[`${name}Adjective`] = words.periodAsAdjective(values[name]);
    }
  }
  return values;
}

/** Labor Code 202: a worker who quits without notice is paid within 72 hours. */
const quitWithoutNotice: Span = { hours: 72 };
const waitingTimeDays: Span = figureSpan("waiting-time-penalty-days");

/** Each rule's link and the other figures its sentences name, by rule id. */
const ruleFacts: Record<DeadlineRuleId, { url: string; mentions?: Record<string, Mention> }> = {
  "crd-complaint": {
    url: leginfo("GOV", "12960"),
    // Government Code 12965: a year to sue after the right-to-sue notice; Code of Civil
    // Procedure 352: a minor's time is paused.
    mentions: { suePeriod: figureSpan("crd-lawsuit-deadline"), adultAge: 18 },
  },
  "eeoc-charge": { url: "https://www.law.cornell.edu/uscode/text/42/2000e-5" },
  "oral-promise-wages": {
    url: leginfo("CCP", "339"),
    mentions: { wageClaimPeriod: periodOf("wage-claim") },
  },
  "wage-claim": { url: leginfo("CCP", "338") },
  "ucl-wages": { url: leginfo("BPC", "17208") },
  "final-pay": {
    url: leginfo("LAB", "203"),
    mentions: { penaltyDays: waitingTimeDays, quitHours: quitWithoutNotice },
  },
  "retaliation-complaint": { url: leginfo("LAB", "98.7") },
  whistleblower: {
    url: leginfo("LAB", "1102.5"),
    mentions: { complaintPeriod: periodOf("retaliation-complaint") },
  },
  "wrongful-termination": { url: leginfo("CCP", "335.1") },
  // 29 U.S.C. 2617(c)(2): three years for a willful violation.
  fmla: { url: "https://www.law.cornell.edu/uscode/text/29/2617", mentions: { willfulPeriod: { years: 3 } } },
  "government-claim": { url: leginfo("GOV", "911.2") },
};

export const situationCopy = Object.fromEntries(
  withWords("deadline situations", situations, words.situations).map(({ id, label, ...rest }) => [
    id,
    { label, ...("hint" in rest ? { hint: rest.hint } : {}) },
  ]),
) as Record<SituationId, { label: string; hint?: string }>;

export type RuleCopy = {
  title: string;
  where: string;
  rule: string;
  exception: string;
  statute: { title: string; url: string };
};

export const ruleCopy = Object.fromEntries(
  withWords("deadline rules", rules, words.rules).map((rule): [DeadlineRuleId, RuleCopy] => {
    const { url, mentions = {} } = ruleFacts[rule.id];
    const values = sentenceValues({ period: rule.period, ...mentions });
    return [
      rule.id,
      {
        title: rule.title,
        where: rule.where,
        rule: fillIn(rule.rule, values),
        exception: fillIn(rule.exception, values),
        statute: { title: statuteTitle(rule.statute), url },
      },
    ];
  }),
) as Record<DeadlineRuleId, RuleCopy>;

/**
 * A federal employee's first step, instead of California's list: contact the agency's EEO
 * counselor within 45 days (29 CFR 1614.105(a)(1)), for discrimination, harassment and
 * retaliation for complaining of them (29 CFR 1614).
 */
export const federalEeoStep = {
  period: { days: 45 } as Period,
  situations: ["discrimination", "harassment", "feha-retaliation"] as readonly SituationId[],
};

export const federalCopy: RuleCopy & { heading: string; other: string } = {
  heading: words.federal.heading,
  title: words.federal.title,
  where: words.federal.where,
  rule: fillIn(words.federal.rule, sentenceValues({ period: federalEeoStep.period })),
  exception: words.federal.heading,
  other: words.federal.other,
  statute: {
    title: "29 CFR 1614.105(a)(1)",
    url: "https://www.ecfr.gov/current/title-29/section-1614.105",
  },
};

/** Who the employer was, as the deadline tool asks it: the rules' kinds, and the federal government. */
export type EmployerChoice = EmployerKind | "federal";
const employerChoices: readonly EmployerChoice[] = ["private", "public", "city-county", "federal", "unsure"];
export const employerOptions = employerChoices.map((value) => ({
  value,
  label: words.deadlineTool.employerOptions[value],
}));

const phone = { phone: site.contact.phoneDisplay };

export const deadlineToolCopy = {
  ...words.deadlineTool,
  allPassedText: fillIn(words.deadlineTool.allPassedText, phone),
  urgentSummary: words.deadlineTool.urgentSummary(flagDays),
  urgentHeading: words.deadlineTool.urgentHeading(flagDays),
  urgentText: fillIn(words.deadlineTool.urgentText, phone),
  noScript: fillIn(words.deadlineTool.noScript, phone),
};

/** Every deadline the tool can estimate, in the rules' order and the federal step last. */
export const deadlineList = {
  ...words.deadlineList,
  items: [
    ...rules.map((rule) => ({ id: rule.id, ...ruleCopy[rule.id], period: spanWords(rule.period, "digits") })),
    { id: "federal", ...federalCopy, period: spanWords(federalEeoStep.period, "digits") },
  ],
};

/** The sentences put in the case review's details box, which the worker can edit. */
export const deadlineReviewWords = words.deadlineReview;

// ---------------------------------------------------------------------------------------------
// The wage calculator (features/tools/wage-calculator.ts counts with these facts).

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
  oldWeeks: (from: string) => fill(words.wageTool.oldWeeks(from)),
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
  stateMinimumWages: findFigureFacts("state-minimum-wage").values,
};

/** The sentence put in the case review's details box, which the worker can edit. */
export const wageSummaryForReview = words.wageReview;
