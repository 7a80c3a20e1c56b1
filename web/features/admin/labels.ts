import { z } from "@/lib/zod";
import caseReviewRaw from "../../../config/forms/case-review.json";
import questionnaireRaw from "../../../config/forms/harassment-questionnaire.json";
import type { FormId } from "./api/leads";

// Human words for what the API sends as codes. Field labels and issue types come from the form
// definitions in config/forms, the same files the public forms and the server read. Only the parts
// the staff area needs are read here (the intake feature owns the full definition schema).
const definitionSchema = z.object({
  id: z.string(),
  fields: z.array(
    z.object({
      name: z.string(),
      kind: z.string(),
      label: z.string(),
      options: z.array(z.object({ value: z.string() })).optional(),
    }),
  ),
});

const definitions = {
  "case-review": definitionSchema.parse(caseReviewRaw),
  "harassment-questionnaire": definitionSchema.parse(questionnaireRaw),
} satisfies Record<FormId, unknown>;

export const formLabels: Record<FormId, string> = {
  "case-review": "Case review",
  "harassment-questionnaire": "Harassment questionnaire",
};

export function formLabel(form: string): string {
  return formLabels[form as FormId] ?? form;
}

/** The issue types a form offers: the options of its first multiple-choice field (as the server stores them). */
export function issueOptions(form: FormId): string[] {
  const field = definitions[form].fields.find((f) => f.kind === "multiChoice");
  return field?.options?.map((o) => o.value) ?? [];
}

const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** "what happened at work" -> "What happened at work"; unknown fields keep their name. */
export function fieldLabel(form: string, name: string): string {
  const definition = definitions[form as FormId];
  const field = definition?.fields.find((f) => f.name === name);
  return field ? upperFirst(field.label) : name;
}

/** Field names in the order the form asks them, so answers read like the form. */
export function fieldOrder(form: string): string[] {
  return definitions[form as FormId]?.fields.map((f) => f.name) ?? [];
}

export const statusLabels: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  consultation_scheduled: "Consultation scheduled",
  retained: "Retained",
  not_a_fit: "Not a fit",
  referred_out: "Referred out",
};

export function statusLabel(status: string): string {
  return statusLabels[status] ?? status;
}

export const deliveryLabels: Record<string, string> = {
  none: "No target set",
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
  dead: "Gave up",
  retry: "Will retry",
};

export function deliveryLabel(state: string): string {
  return deliveryLabels[state] ?? upperFirst(state);
}

export const channelLabels: Record<string, string> = { webhook: "Webhook", email: "E-mail" };

export function channelLabel(channel: string): string {
  return channelLabels[channel] ?? channel;
}

/** A lead's answer as text: lists joined, yes/no for booleans, nothing ever as markup. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.map(answerText).join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** An ISO instant in the staff member's local time; unreadable values are shown as they came. */
export function localTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function fullName(lead: { firstName: string; lastName: string }): string {
  return `${lead.firstName} ${lead.lastName}`.trim() || "(no name given)";
}
