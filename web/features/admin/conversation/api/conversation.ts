import { z } from "@/lib/zod";
import { languageOrUnknown, nullableText, optionalText, type LeadLanguage } from "../../shared/api/fields";
import { leadPath } from "../../leads/api/lead-detail";
import { adminRequest } from "../../shared/api/request";

// A lead's texts (issue 34, docs/runbook.md "The conversation"): the thread, a reply, marking the
// worker's texts read or needing no reply, and the lead's language while it is unknown.

export const messageSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  direction: z.enum(["in", "out"]),
  /**
   * text (from the worker), acknowledgement, reply (staff), follow_up, auto_answer, booking,
   * keyword_answer (the answer to STOP, START or HELP, and the confirmation of an opt-out).
   */
  kind: z.string(),
  /** A staff user name, "system" or "worker". */
  author: optionalText,
  body: optionalText,
  /** MMS links as the provider sent them: shown as links, never loaded by the page. */
  media: z.array(z.string()).catch([]),
  /** received (in), queued, sent, delivered, failed, undelivered or refused. */
  status: z.string(),
  /** The provider's error code, or why the text was not sent; "" when none. */
  error: optionalText,
  at: z.string(),
  readAt: nullableText,
  answeredAt: nullableText,
  /** A worker's text that may ask to stop texts but is not certain (issue 51): staff decide. */
  possibleOptOut: z.boolean().catch(false),
});
export type Message = z.infer<typeof messageSchema>;

export const savedReplySchema = z.object({
  id: z.string(),
  language: z.enum(["en", "es"]),
  label: z.string(),
  /** Already filled with the lead's reference and the firm's phone. */
  text: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;

/** Why no text may go to this worker: they replied STOP, did not agree to texts, or texting is off. */
export const cannotTextSchema = z.object({ reason: z.string(), message: z.string() });

export const defaultMaxCharacters = 1600;

export const threadSchema = z.object({
  /** Oldest first. */
  messages: z.array(messageSchema),
  language: languageOrUnknown.catch(""),
  cannotText: cannotTextSchema.nullish().transform((v) => v ?? null),
  maxCharacters: z.number().int().positive().catch(defaultMaxCharacters),
  /** In the lead's language; both languages while it is unknown. */
  savedReplies: z.array(savedReplySchema).catch([]),
});
export type Thread = z.infer<typeof threadSchema>;

const messagesPath = (form: string, id: string) => `${leadPath(form, id)}/messages`;

export function getThread(form: string, id: string): Promise<Thread> {
  return adminRequest(messagesPath(form, id), { schema: threadSchema });
}

/**
 * Sends a reply. `clientKey` is made once per text the user sends and reused when they try the
 * same text again, so a retry after a lost answer never sends it twice (the server answers 200
 * with the first message).
 */
export function sendReply(
  form: string,
  id: string,
  reply: { body: string; clientKey: string },
  csrfToken: string,
): Promise<Message> {
  return adminRequest(messagesPath(form, id), {
    method: "POST",
    body: reply,
    csrfToken,
    schema: z.object({ message: messageSchema }),
  }).then((a) => a.message);
}

/** The worker's texts have been seen (clears the inbox's "New reply"). */
export function markRead(form: string, id: string, csrfToken: string): Promise<void> {
  return adminRequest(`${messagesPath(form, id)}/read`, { method: "POST", csrfToken });
}

export const optOutSchema = z.object({
  /** False when the number had opted out already: nothing changed. */
  recorded: z.boolean(),
  /** The one confirmation text queued to the worker; null when none may be sent. */
  confirmation: messageSchema.nullable().catch(null),
  /** No confirmation: the text came more than five minutes before (47 CFR 64.1200(a)(12)). */
  confirmationLate: z.boolean().catch(false),
});
export type OptOutOutcome = z.infer<typeof optOutSchema>;

/**
 * Records that the worker asked to stop texts, said in their text `messageId` (issue 51): the
 * number gets the usual STOP confirmation, then no more texts. Safe to repeat.
 */
export function recordOptOut(
  form: string,
  id: string,
  messageId: string,
  csrfToken: string,
): Promise<OptOutOutcome> {
  return adminRequest(`${messagesPath(form, id)}/${encodeURIComponent(messageId)}/opt-out`, {
    method: "POST",
    csrfToken,
    schema: optOutSchema,
  });
}

/** "No reply needed": the worker's waiting texts count as answered, which stops the reply clock. */
export function markAnswered(form: string, id: string, csrfToken: string): Promise<void> {
  return adminRequest(`${messagesPath(form, id)}/answered`, { method: "POST", csrfToken });
}

export function setLeadLanguage(
  form: string,
  id: string,
  language: LeadLanguage,
  csrfToken: string,
): Promise<LeadLanguage> {
  return adminRequest(`${leadPath(form, id)}/language`, {
    method: "PUT",
    body: { language },
    csrfToken,
    schema: z.object({ language: z.enum(["en", "es"]) }),
  }).then((a) => a.language);
}
