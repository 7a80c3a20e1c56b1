import { z } from "@/lib/zod";
import { nullableText, optionalText as text } from "../../shared/api/fields";
import { assigneeSchema, deadlineSchema, leadBaseShape, slaMinutesSchema } from "./lead-fields";
import { adminRequest } from "../../shared/api/request";

// One lead with its history and deliveries, and the changes staff can make to it.

export const leadEventSchema = z.object({
  kind: z.string(),
  fromStatus: text,
  toStatus: text,
  text: text,
  /** Assignment events (issue 16): user names, null for nobody. */
  fromUser: nullableText,
  toUser: nullableText,
  actor: z.string(),
  at: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

export const deliveryAttemptSchema = z.object({
  at: z.string(),
  outcome: z.string(),
  httpStatus: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  error: text,
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

export const deliverySchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  channel: z.string(),
  state: z.string(),
  attemptCount: z.number().int().nonnegative(),
  nextAttemptAt: text,
  lastError: text,
  attempts: z.array(deliveryAttemptSchema).default([]),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const leadSchema = z.object({
  ...leadBaseShape,
  answers: z.record(z.string(), z.unknown()),
  consent: z.record(z.string(), z.boolean()).default({}),
  landingPage: text,
  utmSource: text,
  utmMedium: text,
  utmCampaign: text,
  userAgent: text,
  /** The employer the worker named (optional on the forms); "" when none. */
  employer: text,
});
export type Lead = z.infer<typeof leadSchema>;

/** How staff tried to reach a lead, and what came of it (issue 16). */
export const contactMethods = ["call", "voicemail", "email", "text"] as const;
export type ContactMethod = (typeof contactMethods)[number];
export const contactOutcomes = ["reached", "no_answer", "left_message", "sent", "wrong_number"] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

export const contactSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  method: z.string(),
  outcome: z.string(),
  note: text,
  actor: text,
  at: z.string(),
});
export type LeadContact = z.infer<typeof contactSchema>;

/** Another lead, as the duplicate and conflict checks name it: enough to tell it apart and open it. */
const otherLeadShape = {
  id: z.string().min(1),
  form: z.string().min(1),
  reference: text,
  createdAt: z.string(),
  firstName: text,
  lastName: text,
};

/** Another lead with the same phone or e-mail within 180 days either side; matchedOn says which. */
export const duplicateSchema = z.object({
  ...otherLeadShape,
  matchedOn: z.array(z.string()).catch([]),
});
export type DuplicateLead = z.infer<typeof duplicateSchema>;

/** Another lead naming the same employer (the server compares names without case, punctuation or Inc/LLC/Corp). */
export const employerMatchSchema = z.object({ ...otherLeadShape, employer: text });
export type EmployerMatch = z.infer<typeof employerMatchSchema>;

/** A list an older server does not send (or sends as null): read as empty. */
const listOrEmpty = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

export const leadDetailSchema = z.object({
  lead: leadSchema,
  events: z.array(leadEventSchema),
  deliveries: z.array(deliverySchema),
  /** Contact attempts, oldest first; [] from a server before issue 16. */
  contacts: z.array(contactSchema).default([]),
  slaMinutes: slaMinutesSchema,
  /** Possible duplicates of this lead; [] from a server without the check. */
  duplicates: listOrEmpty(duplicateSchema),
  /** Other leads naming the same employer, for the conflict check; [] without the check. */
  employerMatches: listOrEmpty(employerMatchSchema),
  /**
   * How many other leads name the same employer; the list above holds the newest 20 of them. Up to
   * 100, then `employerMatchesCapped`. Absent from an older server: the list's length.
   */
  employerMatchCount: z.number().int().nonnegative().optional(),
  employerMatchesCapped: z.boolean().catch(false),
  /** Every filing deadline the server estimated, earliest first, past ones included (issue 18). */
  deadlines: listOrEmpty(deadlineSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

const eventAnswer = z.object({ event: leadEventSchema });
const deliveryAnswer = z.object({ delivery: deliverySchema });
const contactAnswer = z.object({ contact: contactSchema, firstContactAt: nullableText });
const assigneeAnswer = z.object({ assignee: assigneeSchema, event: leadEventSchema.optional() });

export function leadPath(form: string, id: string): string {
  return `/api/admin/leads/${encodeURIComponent(form)}/${encodeURIComponent(id)}`;
}

/** The lead's page in the staff area (the inbox, the calls page and other leads link to it). */
export function leadPagePath(form: string, id: string): string {
  return `/admin/leads/${encodeURIComponent(form)}/${encodeURIComponent(id)}`;
}

export function getLead(form: string, id: string): Promise<LeadDetail> {
  return adminRequest(leadPath(form, id), { schema: leadDetailSchema });
}

export function setStatus(form: string, id: string, status: string, csrfToken: string): Promise<LeadEvent> {
  return adminRequest(`${leadPath(form, id)}/status`, {
    method: "POST",
    body: { status },
    csrfToken,
    schema: eventAnswer,
  }).then((a) => a.event);
}

export const maxNoteLength = 5000;

export function addNote(form: string, id: string, note: string, csrfToken: string): Promise<LeadEvent> {
  return adminRequest(`${leadPath(form, id)}/notes`, {
    method: "POST",
    body: { text: note },
    csrfToken,
    schema: eventAnswer,
  }).then((a) => a.event);
}

export const maxReasonLength = 500;

export function deleteLead(form: string, id: string, reason: string, csrfToken: string): Promise<void> {
  return adminRequest(leadPath(form, id), { method: "DELETE", body: { reason }, csrfToken });
}

export function retryDelivery(deliveryId: string, csrfToken: string): Promise<Delivery> {
  return adminRequest(`/api/admin/deliveries/${encodeURIComponent(deliveryId)}/retry`, {
    method: "POST",
    csrfToken,
    schema: deliveryAnswer,
  }).then((a) => a.delivery);
}

export const maxContactNoteLength = 1000;

export type NewContact = { method: ContactMethod; outcome: ContactOutcome; note: string };

/** Logs one attempt to reach the lead; an empty note is left out of the body. */
export function logContact(
  form: string,
  id: string,
  contact: NewContact,
  csrfToken: string,
): Promise<z.infer<typeof contactAnswer>> {
  const note = contact.note.trim();
  return adminRequest(`${leadPath(form, id)}/contacts`, {
    method: "POST",
    body: { method: contact.method, outcome: contact.outcome, ...(note ? { note } : {}) },
    csrfToken,
    schema: contactAnswer,
  });
}

/** Assigns the lead to a user name, or to nobody with null. */
export function setAssignee(
  form: string,
  id: string,
  username: string | null,
  csrfToken: string,
): Promise<z.infer<typeof assigneeAnswer>> {
  return adminRequest(`${leadPath(form, id)}/assignee`, {
    method: "PUT",
    body: { username },
    csrfToken,
    schema: assigneeAnswer,
  });
}
