import deadlineRules from "../../config/deadlines/rules.json";
import { addPeriod, daysBetween, type Period } from "./calendar";
import { compareText } from "./format";

// Filing-deadline estimates from config/deadlines/rules.json, the file the C++ server also reads
// for the staff lead list, so a worker and the staff see the
// same dates. Pure functions over YYYY-MM-DD strings; no time zones (a day is a calendar day).

/** The rule and situation ids of the rules file, spelled out for the page's copy (a test compares). */
export const ruleIds = [
  "crd-complaint",
  "eeoc-charge",
  "oral-promise-wages",
  "wage-claim",
  "ucl-wages",
  "final-pay",
  "retaliation-complaint",
  "whistleblower",
  "wrongful-termination",
  "fmla",
  "government-claim",
] as const;
export const situationIds = [
  "discrimination",
  "harassment",
  "feha-retaliation",
  "wages",
  "final-pay",
  "fired-for-reporting",
  "fired-for-leave",
] as const;
export type DeadlineRuleId = (typeof ruleIds)[number];
export type SituationId = (typeof situationIds)[number];

type Rule = { id: DeadlineRuleId; period: Period; statute: string };
type Situation = { id: SituationId; issueType: string; rules: readonly DeadlineRuleId[] };

export const rules: readonly Rule[] = deadlineRules.rules as unknown as readonly Rule[];
export const situations: readonly Situation[] = deadlineRules.situations as unknown as readonly Situation[];
/**
 * Who the employer was (rules.json "employers"): private; public (a state agency, school district
 * or other public employer that is not a city or county); city-county (Labor Code 220(b)); or
 * unsure, which brings every rule either kind may bring, so no estimate is later than the law allows.
 */
export const employerKinds = ["private", "public", "city-county", "unsure"] as const;
export type EmployerKind = (typeof employerKinds)[number];
type EmployerRules = {
  adds: readonly DeadlineRuleId[];
  /** The situations whose claims need the added rules (the government claim); others are exempt. */
  addsOnlyWith: readonly SituationId[];
  removes: readonly DeadlineRuleId[];
};
const employers = deadlineRules.employers as unknown as Record<EmployerKind, EmployerRules>;
/** Under this many days left, a deadline is close: the page puts the phone number first. */
export const flagDays: number = deadlineRules.flagDays;

export { addPeriod, daysBetween, isCalendarDay, type Period } from "./calendar";

export type DeadlineQuestion = {
  /** The day of the last incident (for a firing, the last day of work). */
  incidentDate: string;
  situations: readonly SituationId[];
  employer: EmployerKind;
};

export type EstimatedDeadline = { rule: DeadlineRuleId; due: string; daysLeft: number };

/** The deadlines that may apply, earliest first, each once, counted on `today`. */
export function estimateDeadlines(question: DeadlineQuestion, today: string): EstimatedDeadline[] {
  const chosen = new Set<DeadlineRuleId>();
  for (const id of question.situations) {
    const situation = situations.find((s) => s.id === id);
    if (!situation) throw new Error(`unknown situation: ${id}`);
    for (const rule of situation.rules) chosen.add(rule);
  }
  const employer = employers[question.employer];
  if (question.situations.some((s) => employer.addsOnlyWith.includes(s)))
    for (const rule of employer.adds) chosen.add(rule);
  for (const rule of employer.removes) chosen.delete(rule);
  return rules
    .filter((rule) => chosen.has(rule.id))
    .map((rule) => {
      const due = addPeriod(question.incidentDate, rule.period);
      return { rule: rule.id, due, daysLeft: daysBetween(today, due) };
    })
    .sort((a, b) => compareText(a.due, b.due));
}

/** The case review issue types that match the situations chosen, in the form's order. */
export function issueTypesFor(chosen: readonly SituationId[]): string[] {
  const types = new Set(situations.filter((s) => chosen.includes(s.id)).map((s) => s.issueType));
  return [...types];
}
