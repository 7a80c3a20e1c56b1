import { z } from "@/lib/zod";
import callBookingRaw from "../../../../config/forms/call-booking.json";
import caseReviewRaw from "../../../../config/forms/case-review.json";
import questionnaireRaw from "../../../../config/forms/harassment-questionnaire.json";
import type { FormId } from "./api/leads";
import { californiaCallTime } from "../shared/time";
import { readablePhone } from "./contact-links";

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
      // `label`: the words for a value sent as a code (the case review's employerType).
      options: z.array(z.object({ value: z.string(), label: z.string().optional() })).optional(),
    }),
  ),
});

// A lead that began with a text ("text-message") has no form, so no definition.
const definitions: Partial<Record<FormId, z.infer<typeof definitionSchema>>> = {
  "case-review": definitionSchema.parse(caseReviewRaw),
  "harassment-questionnaire": definitionSchema.parse(questionnaireRaw),
  "call-booking": definitionSchema.parse(callBookingRaw),
};

export const formLabels: Record<FormId, string> = {
  "case-review": "Case review",
  "harassment-questionnaire": "Harassment questionnaire",
  "text-message": "Text message",
  "call-booking": "Call booking",
};

/** Whether leads of this form come from a form on the site (with questions and answers). */
export function hasFormDefinition(form: string): boolean {
  return definitions[form as FormId] !== undefined;
}

export function formLabel(form: string): string {
  return formLabels[form as FormId] ?? form;
}

/** The issue types a form offers: the options of its first multiple-choice field (as the server stores them). */
export function issueOptions(form: FormId): string[] {
  const field = definitions[form]?.fields.find((f) => f.kind === "multiChoice");
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

/**
 * What a lead's stored answers hold besides the worker's words: the envelope every submission
 * carries (server/src/intake/validation.cpp) and the form's constant and UTM fields. Shown under
 * "Technical details", each with a plain label.
 */
export const technicalFieldLabels: Record<string, string> = {
  submissionId: "Submission id (stops a form being stored twice)",
  elapsedMs: "Time spent on the form (spam check)",
  website: "Hidden spam-trap field (empty for people)",
  landingPage: "Landing page",
  form_id: "Form code",
  form_type: "Form code",
  utm_source: "Campaign source",
  utm_medium: "Campaign medium",
  utm_campaign: "Campaign name",
  language: "Language of the form (en or es)",
};

const technicalKinds = new Set(["constant", "utm"]);
/** Shown at the top of the lead (name, e-mail, phone) or in its own section (consent). */
const shownElsewhereKinds = new Set(["name", "email", "phone", "consent", "estimate"]);

export type AnswerPlace = "answers" | "technical" | "elsewhere";

/** Where a stored answer belongs on the lead page. Unknown keys stay with the answers. */
export function answerPlace(form: string, name: string): AnswerPlace {
  if (name in technicalFieldLabels) return "technical";
  const kind = definitions[form as FormId]?.fields.find((f) => f.name === name)?.kind;
  if (kind && technicalKinds.has(kind)) return "technical";
  if (kind && shownElsewhereKinds.has(kind)) return "elsewhere";
  return "answers";
}

/** The plain label of any stored answer: technical ones first, then the form's own words. */
export function answerLabel(form: string, name: string): string {
  return technicalFieldLabels[name] ?? fieldLabel(form, name);
}

/** The spam check's timing as words ("2 min 5 s"); anything but a number is shown as it came. */
export function elapsedText(value: unknown): string {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return answerText(value);
  const seconds = Math.round(value / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
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

export const channelLabels: Record<string, string> = {
  webhook: "Webhook",
  email: "E-mail",
  sms: "Text to the worker",
  ack_sms: "Text to the worker",
  ack_email: "E-mail to the worker",
  reply_email: "E-mail to staff about a text",
  follow_up_email: "E-mail to staff: next try due",
};

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

/**
 * A stored answer on the lead page: the call time a worker picked on /book (a field of kind "slot")
 * in California time, or that they picked none; a choice sent as a code (employerType) in the
 * option's words; every other answer as answerText says.
 */
export function answerValueText(form: string, name: string, value: unknown): string {
  const field = definitions[form as FormId]?.fields.find((f) => f.name === name);
  const kind = field?.kind;
  const option = field?.options?.find((o) => o.value === value);
  if (option?.label) return option.label;
  if (kind === "slot") {
    if (value === "" || value === null || value === undefined)
      return "No time picked: call as soon as you can";
    if (typeof value === "string") return `${californiaCallTime(value)} (California time)`;
  }
  return answerText(value);
}

/** The contact filter of the lead list (the first is the inbox the list opens with). */
export const contactFilterLabels: Record<"none" | "made" | "all", string> = {
  none: "Needs first contact",
  made: "Contacted",
  all: "All leads",
};

/** The assignee filter: "" anyone, "me", "none", or a user name as it is. */
export function assigneeFilterLabel(value: string): string {
  if (value === "") return "Anyone";
  if (value === "me") return "My leads";
  if (value === "none") return "Unassigned";
  return `Assigned to ${value}`;
}

export const contactMethodLabels: Record<string, string> = {
  call: "Call",
  voicemail: "Voicemail",
  email: "E-mail",
  text: "Text message",
};

export function contactMethodLabel(method: string): string {
  return contactMethodLabels[method] ?? upperFirst(method.replace(/_/g, " "));
}

export const contactOutcomeLabels: Record<string, string> = {
  reached: "Reached them",
  no_answer: "No answer",
  left_message: "Left a message",
  sent: "Sent",
  wrong_number: "Wrong number or address",
};

export function contactOutcomeLabel(outcome: string): string {
  return contactOutcomeLabels[outcome] ?? upperFirst(outcome.replace(/_/g, " "));
}

/** One line of the lead's history for an event: status, assignment or note. */
export function eventText(event: {
  kind: string;
  fromStatus: string;
  toStatus: string;
  fromUser: string | null;
  toUser: string | null;
}): string {
  switch (event.kind) {
    case "status":
      return event.fromStatus
        ? `Status changed from ${statusLabel(event.fromStatus)} to ${statusLabel(event.toStatus)}`
        : `Status set to ${statusLabel(event.toStatus)}`;
    case "assignment":
      if (!event.toUser) return event.fromUser ? `Unassigned from ${event.fromUser}` : "Unassigned";
      return event.fromUser
        ? `Reassigned from ${event.fromUser} to ${event.toUser}`
        : `Assigned to ${event.toUser}`;
    case "note":
      return "Note";
    default:
      return upperFirst(event.kind.replace(/_/g, " "));
  }
}

/** The lead's name; a lead without one (one that began with a text) is named by its phone. */
export function fullName(lead: { firstName: string; lastName: string; phone?: string }): string {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  if (name) return name;
  return lead.phone?.trim() ? readablePhone(lead.phone.trim()) : "(no name given)";
}

const matchLabels: Record<string, string> = { phone: "same phone", email: "same e-mail" };

/** What a possible duplicate shares with the lead: ["phone", "email"] -> "same phone and same e-mail". */
export function matchedOnText(matchedOn: string[]): string {
  const parts = matchedOn.map((m) => matchLabels[m] ?? `same ${m.replace(/_/g, " ")}`);
  if (parts.length === 0) return "same phone or e-mail";
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)!}`;
}

/** The list's conflict-check badge: "Same employer as 1 other lead", "... as 3 other leads". */
export function employerMatchesText(count: number, capped = false): string {
  if (capped) return `Same employer as more than ${count} other leads`;
  return `Same employer as ${count} other ${count === 1 ? "lead" : "leads"}`;
}
