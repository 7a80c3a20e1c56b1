import { addedBecause, deadlineToolCopy, ruleCopy } from "@/content/tools";
import type { DateKind, DeadlineRuleId, EmployerKind } from "@/lib/deadlines";

// The deadline tool's words that depend on the answer. They live here, not in content/tools.ts,
// because a content module with a function among its exports is not frozen at build time
// (scripts/vite-frozen-content-plugin.ts): the page would then carry every tool's words and the
// figures' tables (issue 51 took /tools/deadlines 8 KB over its budget that way).

/**
 * What a deadline card says under its rule in the tool's answer: the rule's exception, or, for a
 * rule the employer kind added, why it was added (a government claim because a whistleblower
 * claim was chosen; the federal EEO step because the employer may be federal).
 */
export function exceptionFor(
  rule: DeadlineRuleId,
  addedFor: DeadlineRuleId | undefined,
  employer: EmployerKind,
) {
  if (rule === "government-claim" && addedFor === "whistleblower") return addedBecause.governmentClaim;
  if (rule === "federal-eeo" && employer === "unsure") return addedBecause.federalUnsure;
  return ruleCopy[rule].exception;
}

/**
 * The date question for the situations chosen (lib/deadlines.ts dateKindsFor): one kind asks its
 * own question; several ask for the earliest of their dates, so no deadline comes out late.
 */
export function dateQuestion(kinds: readonly DateKind[]): { label: string; hint: string } {
  const t = deadlineToolCopy;
  if (kinds.length === 0) return { label: t.dateLabel, hint: t.dateHint };
  if (kinds.length === 1) {
    const only = t.dateQuestions[kinds[0]!];
    return { label: only.label, hint: `${only.hint} ${t.notSureDate}` };
  }
  const parts = kinds.map((kind) => t.dateQuestions[kind].part).join("; ");
  return { label: t.severalDatesLabel, hint: `${t.severalDatesHint(parts)} ${t.notSureDate}` };
}
