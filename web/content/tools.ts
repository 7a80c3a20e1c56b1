import {
  flagDays,
  rules,
  situations,
  type DeadlineRuleId,
  type EmployerKind,
  type SituationId,
} from "../lib/deadlines";
import { fillIn, withWords } from "../lib/words";
import { leginfo } from "./figures/figure-sources";
import {
  figureSpan,
  periodOf,
  phone,
  quitWithoutNotice,
  spanWords,
  statuteTitle,
  waitingTimeDays,
  type Span,
} from "./tool-phrases";
import words from "#words/tools";

// The worker tools (/tools/deadlines, /tools/wage-calculator): their facts and, from
// content/words/<language>/tools.ts, their words (lib/words.ts). The deadline rules themselves
// (periods, statutes, which rule fits which situation and employer) are config/deadlines/rules.json
// through lib/deadlines.ts, the wage figures content/figures; sources are listed in
// docs/content-sources.md. A figure a sentence names is a fact here or there, filled in by name.

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

/** Each rule's link and the other figures its sentences name, by rule id. */
const ruleFacts: Record<DeadlineRuleId, { url: string; mentions?: Record<string, Mention> }> = {
  "crd-complaint": {
    url: leginfo("GOV", "12960"),
    // Government Code 12965: a year to sue after the right-to-sue notice; Code of Civil
    // Procedure 352: a minor's time is paused.
    mentions: { suePeriod: figureSpan("crd-lawsuit-deadline"), adultAge: 18 },
  },
  "eeoc-charge": { url: "https://www.law.cornell.edu/uscode/text/42/2000e-5" },
  "pay-stub-penalty": { url: leginfo("LAB", "226") },
  "paga-notice": { url: leginfo("LAB", "2699.3") },
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
  "federal-eeo": { url: "https://www.ecfr.gov/current/title-29/section-1614.105" },
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

/** Why the tool added a rule an employer kind brings (features/tools/deadline-copy.ts). */
export const addedBecause = words.addedBecause;

/** A federal employee's note, shown with the deadlines. */
export const federalNote: string = words.federal.note;

/** Who the employer was, as the deadline tool asks it (and the case review's employerType). */
export type EmployerChoice = EmployerKind;
const employerChoices: readonly EmployerChoice[] = ["private", "public", "city-county", "federal", "unsure"];
export const employerOptions = employerChoices.map((value) => ({
  value,
  label: words.deadlineTool.employerOptions[value],
}));

export const deadlineToolCopy = {
  ...words.deadlineTool,
  allPassedText: fillIn(words.deadlineTool.allPassedText, phone),
  urgentSummary: words.deadlineTool.urgentSummary(flagDays),
  urgentHeading: words.deadlineTool.urgentHeading(flagDays),
  urgentText: fillIn(words.deadlineTool.urgentText, phone),
  noScript: fillIn(words.deadlineTool.noScript, phone),
};

/** What the list of deadlines shows of a rule (its sentences are the tool's answer). */
const listed = ({ title, where, statute }: RuleCopy) => ({ title, where, statute });

/** Every deadline the tool can estimate, in the rules' order (the federal EEO step last). */
export const deadlineList = {
  ...words.deadlineList,
  items: rules.map((rule) => ({
    id: rule.id,
    ...listed(ruleCopy[rule.id]),
    period: spanWords(rule.period, "digits"),
  })),
};

/** The sentences put in the case review's details box, which the worker can edit. */
export const deadlineReviewWords = words.deadlineReview;
