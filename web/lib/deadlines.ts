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
  "pay-stub-penalty",
  "paga-notice",
  "oral-promise-wages",
  "wage-claim",
  "ucl-wages",
  "final-pay",
  "retaliation-complaint",
  "whistleblower",
  "wrongful-termination",
  "fmla",
  "government-claim",
  "federal-eeo",
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

/** What a situation's date question asks for (rules.json "dateFrom"). */
export type DateKind = "last-incident" | "decision" | "first-payday" | "pay-due";
/** countsFrom "lastDay": from the last day worked, when given and only firings bring the rule. */
type Rule = { id: DeadlineRuleId; period: Period; statute: string; countsFrom?: "lastDay" };
type Situation = {
  id: SituationId;
  issueType: string;
  dateFrom: DateKind;
  /** A decision that may be a firing: the tool also asks the last day worked. */
  firing?: boolean;
  rules: readonly DeadlineRuleId[];
};

export const rules: readonly Rule[] = deadlineRules.rules as unknown as readonly Rule[];
export const situations: readonly Situation[] = deadlineRules.situations as unknown as readonly Situation[];
/**
 * Who the employer was (rules.json "employers"), the values of the case review's employerType
 * too: private; public (a state agency, school district or other public employer that is not a
 * city or county); city-county (Labor Code 220(b)); federal (29 CFR 1614); or unsure, which brings
 * every rule any kind may bring, so no estimate is later than the law allows.
 */
export const employerKinds = ["private", "public", "city-county", "federal", "unsure"] as const;
export type EmployerKind = (typeof employerKinds)[number];
type EmployerRules = {
  /** Each rule is added when any rule of its withAnyOf is chosen (before the removes). */
  adds: readonly { rule: DeadlineRuleId; withAnyOf: readonly DeadlineRuleId[] }[];
  removes: readonly DeadlineRuleId[];
};
const employers = deadlineRules.employers as unknown as Record<EmployerKind, EmployerRules>;
/** Under this many days left, a deadline is close: the page puts the phone number first. */
export const flagDays: number = deadlineRules.flagDays;

export { addPeriod, daysBetween, isCalendarDay, type Period } from "./calendar";

export type DeadlineQuestion = {
  /**
   * The day the situations' question asks for: the last incident of harassment, the day the
   * worker was told of a decision (the first one if there were several), the first payday paid
   * wrong, the day final pay was due; with several situations, the earliest of them.
   */
  incidentDate: string;
  /** For a firing, the last day worked, if known: FEHA's complaint counts from it (Romano). */
  lastDay?: string;
  situations: readonly SituationId[];
  employer: EmployerKind;
};

/** `addedFor`: for a rule the employer kind added, the chosen rule that brought it. */
export type EstimatedDeadline = {
  rule: DeadlineRuleId;
  due: string;
  daysLeft: number;
  addedFor?: DeadlineRuleId;
};

function situationOf(id: SituationId): Situation {
  const situation = situations.find((s) => s.id === id);
  if (!situation) throw new Error(`unknown situation: ${id}`);
  return situation;
}

/** The deadlines that may apply, earliest first (then in the rules' order), each once, counted on `today`. */
export function estimateDeadlines(question: DeadlineQuestion, today: string): EstimatedDeadline[] {
  const picked = question.situations.map(situationOf);
  const chosen = new Set<DeadlineRuleId>(picked.flatMap((s) => s.rules));
  const employer = employers[question.employer];
  const added = new Map<DeadlineRuleId, DeadlineRuleId>();
  for (const add of employer.adds) {
    const reason = add.withAnyOf.find((rule) => chosen.has(rule));
    if (reason && !chosen.has(add.rule)) added.set(add.rule, reason);
  }
  for (const rule of added.keys()) chosen.add(rule);
  for (const rule of employer.removes) chosen.delete(rule);
  // A rule counts from the last day only when no chosen situation that is not a firing brings it
  // (harassment runs from its own last incident, which may be earlier).
  const fromLastDay = (rule: Rule) =>
    rule.countsFrom === "lastDay" &&
    question.lastDay !== undefined &&
    picked.every((s) => s.firing === true || !s.rules.includes(rule.id));
  return rules
    .filter((rule) => chosen.has(rule.id))
    .map((rule) => {
      const due = addPeriod(fromLastDay(rule) ? question.lastDay! : question.incidentDate, rule.period);
      const addedFor = added.get(rule.id);
      return { rule: rule.id, due, daysLeft: daysBetween(today, due), ...(addedFor ? { addedFor } : {}) };
    })
    .sort((a, b) => compareText(a.due, b.due));
}

/** What the date question asks for the situations chosen, in the rules' order of kinds, each once. */
export function dateKindsFor(chosen: readonly SituationId[]): DateKind[] {
  const order: DateKind[] = ["last-incident", "decision", "first-payday", "pay-due"];
  const kinds = new Set(chosen.map((id) => situationOf(id).dateFrom));
  return order.filter((kind) => kinds.has(kind));
}

/** Whether the tool asks the last day worked: a chosen situation may be a firing. */
export function asksLastDay(chosen: readonly SituationId[]): boolean {
  return chosen.some((id) => situationOf(id).firing === true);
}

/** The case review issue types that match the situations chosen, in the form's order. */
export function issueTypesFor(chosen: readonly SituationId[]): string[] {
  const types = new Set(situations.filter((s) => chosen.includes(s.id)).map((s) => s.issueType));
  return [...types];
}
