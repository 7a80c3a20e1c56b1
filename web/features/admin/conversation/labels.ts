import type { LeadConversation } from "../leads/api/lead-fields";
import { californiaTime } from "../shared/time";

// Human words for a lead's texts (issue 34): what each message is, where it stands, and the marks
// the inbox and the lead page put on a lead. Pure, so the page decides what "now" is.

const kindLabels: Record<string, string> = {
  acknowledgement: "Acknowledgement",
  follow_up: "Follow-up",
  auto_answer: "Automatic answer",
  keyword_answer: "Answer to STOP/HELP",
};

/** The kind of a message where it says something: none for the worker's texts and staff replies. */
export function messageKindLabel(kind: string): string | null {
  if (kind === "text" || kind === "reply") return null;
  return kindLabels[kind] ?? kind.replace(/_/g, " ");
}

/** Who wrote a message: the worker (by name when known), a staff user name, or "Sent automatically". */
export function messageAuthor(message: { direction: string; author: string }, workerName: string): string {
  if (message.direction === "in" || message.author === "worker") return workerName;
  if (message.author === "system" || message.author === "") return "Sent automatically";
  return message.author;
}

const statusLabels: Record<string, string> = {
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  undelivered: "Undelivered",
  refused: "Not sent",
};

export type StatusTone = "ok" | "waiting" | "problem";

/**
 * Where a text to the worker stands, in words ("Failed (error 30003)", "Not sent: the number opted
 * out of texts (STOP)"), and how it should look. Null for the worker's own texts.
 */
export function messageStatus(message: {
  direction: string;
  status: string;
  error: string;
}): { text: string; tone: StatusTone } | null {
  if (message.direction === "in" || message.status === "received") return null;
  const label = statusLabels[message.status] ?? message.status;
  const error = message.error.trim();
  if (message.status === "failed" || message.status === "undelivered") {
    if (!error) return { text: label, tone: "problem" };
    return {
      text: /^\d+$/.test(error) ? `${label} (error ${error})` : `${label}: ${error}`,
      tone: "problem",
    };
  }
  if (message.status === "refused") return { text: error ? `${label}: ${error}` : label, tone: "problem" };
  return {
    text: label,
    tone: message.status === "delivered" || message.status === "sent" ? "ok" : "waiting",
  };
}

export type ConversationMark = { key: string; text: string; tone: "new" | "problem" | "due" | "overdue" };

/**
 * The marks of a lead in the inbox and on its page: "New reply" while the worker's texts are
 * unread, "Text failed" when the first text to them did not arrive, "Next try due <time>" (and
 * "overdue" in words once it is past) while a call should be tried again.
 */
export function conversationMarks(conversation: LeadConversation, now: number): ConversationMark[] {
  const marks: ConversationMark[] = [];
  if (conversation.unreadReplies > 0) marks.push({ key: "new-reply", text: "New reply", tone: "new" });
  if (conversation.ackFailedAt) marks.push({ key: "text-failed", text: "Text failed", tone: "problem" });
  if (conversation.nextTryAt) {
    const due = Date.parse(conversation.nextTryAt);
    const overdue = !Number.isNaN(due) && due <= now;
    const when = californiaTime(conversation.nextTryAt);
    marks.push(
      overdue
        ? { key: "next-try", text: `Next try due ${when} (overdue)`, tone: "overdue" }
        : { key: "next-try", text: `Next try due ${when}`, tone: "due" },
    );
  }
  return marks;
}
