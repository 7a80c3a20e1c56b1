import { z } from "@/lib/zod";
import { languageOrUnknown, optionalText } from "../../shared/api/fields";
import { leadPath } from "../../leads/api/lead-detail";
import { adminRequest } from "../../shared/api/request";

// Booked calls (issue 35, docs/booking-api.md "Calls"): the day's calls for everyone, your own
// calls from today on, the booking of one lead with its messages, and what came of the call.

export const callSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  /** UTC instants; shown in California time. */
  start: z.string(),
  end: optionalText,
  /** The staff user name the call is with. */
  user: optionalText,
  /** "booked", "done", "no_show", "cancelled" or "moved"; an unknown state is shown as it came. */
  state: z.string(),
  language: languageOrUnknown.catch(""),
  /** Null when the server could not name the lead (the call still shows). */
  lead: z
    .object({
      form: z.string().min(1),
      id: z.string().min(1),
      reference: optionalText,
      /** A short name ("Ana P."), or "" when the lead gave none. */
      name: optionalText,
    })
    .nullish()
    .transform((v) => v ?? null),
});
export type Call = z.infer<typeof callSchema>;

export const callViews = ["today", "mine"] as const;
export type CallView = (typeof callViews)[number];

/** The view from the page's URL (?view=): "today" unless it names another known one. */
export function callViewFromSearch(params: URLSearchParams): CallView {
  const view = params.get("view");
  return view === "mine" ? "mine" : "today";
}

const callListSchema = z.object({ calls: z.array(callSchema) });

export function listCalls(view: CallView): Promise<Call[]> {
  return adminRequest(`/api/admin/calls?view=${view}`, { schema: callListSchema }).then((a) => a.calls);
}

/** One confirmation or reminder to the worker, as the outbox holds it. */
export const bookingMessageSchema = z.object({
  /** confirmation, reminder_24h or reminder_1h. */
  kind: z.string(),
  /** email or sms. */
  channel: z.string(),
  /**
   * An e-mail's outbox state (pending, sending, delivered, failed, dead) or a text's status
   * (queued, sent, delivered, failed, undelivered, refused).
   */
  state: z.string(),
  lastError: optionalText,
});
export type BookingMessage = z.infer<typeof bookingMessageSchema>;

export const leadBookingSchema = callSchema.extend({
  reminders: z
    .array(bookingMessageSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type LeadBooking = z.infer<typeof leadBookingSchema>;

const leadBookingAnswer = z.object({
  booking: leadBookingSchema.nullish().transform((v) => v ?? null),
});

/** The lead's current or latest booked call; null when it never had one. */
export function getLeadBooking(form: string, id: string): Promise<LeadBooking | null> {
  return adminRequest(`${leadPath(form, id)}/booking`, { schema: leadBookingAnswer }).then((a) => a.booking);
}

export const callOutcomes = ["done", "no_show"] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/**
 * Marks a call whose start has come as done or as a no-show (which logs a "no answer" contact
 * attempt and so starts the follow-up tries). 409 when the call is no longer booked or has not
 * started. The page loads the lead again afterwards, so the answer's body is not read.
 */
export function setCallOutcome(
  form: string,
  id: string,
  outcome: CallOutcome,
  csrfToken: string,
): Promise<void> {
  return adminRequest(`${leadPath(form, id)}/booking/outcome`, {
    method: "POST",
    body: { outcome },
    csrfToken,
  });
}
