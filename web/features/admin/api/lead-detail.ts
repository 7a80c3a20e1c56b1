import { z } from "@/lib/zod";
import { leadBaseShape, optionalText as text } from "./fields";
import { adminRequest } from "./request";

// One lead with its history and deliveries, and the changes staff can make to it.

export const leadEventSchema = z.object({
  kind: z.string(),
  fromStatus: text,
  toStatus: text,
  text: text,
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
});
export type Lead = z.infer<typeof leadSchema>;

export const leadDetailSchema = z.object({
  lead: leadSchema,
  events: z.array(leadEventSchema),
  deliveries: z.array(deliverySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

const eventAnswer = z.object({ event: leadEventSchema });
const deliveryAnswer = z.object({ delivery: deliverySchema });

export function leadPath(form: string, id: string): string {
  return `/api/admin/leads/${encodeURIComponent(form)}/${encodeURIComponent(id)}`;
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
