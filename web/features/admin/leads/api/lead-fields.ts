import { z } from "@/lib/zod";
import { languageOrUnknown, nullableText, optionalText } from "../../shared/api/fields";

// Field schemas of a lead that more than one staff API answer uses (the list, the lead, the report).

/** The staff member a lead is assigned to; null (or absent, from an older server) when nobody. */
export const assigneeSchema = z
  .object({ username: z.string().min(1), displayName: optionalText })
  .nullish()
  .transform((v) => v ?? null);
export type Assignee = NonNullable<z.infer<typeof assigneeSchema>>;

/** Minutes a new lead may wait for its first contact (issue 16); the server sends it with lists and leads. */
export const defaultSlaMinutes = 15;
export const slaMinutesSchema = z.number().int().positive().catch(defaultSlaMinutes);

/** A filing deadline the server estimated for a lead (config/deadlines/rules.json). */
export const deadlineSchema = z.object({
  rule: z.string().min(1),
  due: z.iso.date(),
  daysLeft: z.number().int(),
});
export type LeadDeadline = z.infer<typeof deadlineSchema>;

/**
 * The lead's earliest deadline still to come; `flagged` when it is under 90 days away and the lead
 * is still open. Null when none can be estimated (or from a server before issue 18).
 */
export const nextDeadlineSchema = deadlineSchema
  .extend({ flagged: z.boolean() })
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
export type NextDeadline = NonNullable<z.infer<typeof nextDeadlineSchema>>;

/**
 * Where the lead's texts stand (issue 34): a text from the worker waiting for an answer since
 * replyWaitingSince, how many are unread, whether the first text to the worker failed, and when the
 * next call is due after tries that did not reach them. All empty from a server before issue 34.
 */
export const noConversation = {
  replyWaitingSince: null,
  unreadReplies: 0,
  ackFailedAt: null,
  nextTryAt: null,
  followUpTries: 0,
};
export const leadConversationSchema = z
  .object({
    replyWaitingSince: nullableText,
    unreadReplies: z.number().int().nonnegative().catch(0),
    ackFailedAt: nullableText,
    nextTryAt: nullableText,
    followUpTries: z.number().int().nonnegative().catch(0),
  })
  .catch(noConversation);
export type LeadConversation = z.infer<typeof leadConversationSchema>;

/** What every lead answer carries, in the list and on its own page. */
export const leadBaseShape = {
  id: z.string().min(1),
  form: z.string().min(1),
  createdAt: z.string(),
  status: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  issueTypes: z.array(z.string()),
  /** "GC-7K3M-Q9TD"; "" from a server that does not send references yet. */
  reference: optionalText,
  /** When the first contact attempt was logged; null while the lead still waits. */
  firstContactAt: nullableText,
  assignee: assigneeSchema,
  /**
   * The language of the page the lead was sent from; "en" from a server from before issue 19; ""
   * for a lead that began with a text until staff set it (issue 34).
   */
  language: languageOrUnknown.catch("en"),
  conversation: leadConversationSchema,
  /**
   * Whether the worker may be texted: they ticked the optional text box, or began with a text
   * (issue 51). Without it staff see "Do not text"; a server from before sends none (no mark).
   */
  mayText: z.boolean().catch(true),
  /** The worker answered STOP to our texts: nobody may text them. */
  smsOptedOut: z.boolean().catch(false),
};
