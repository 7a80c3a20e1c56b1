import type { BookingSettings } from "./api/availability";
import type { BookingMessage, LeadBooking } from "./api/calls";
import { californiaCallTime, californiaTimeZone } from "../shared/time";

// Booked calls as staff read them (issue 35): states, messages, whether a call can be marked yet,
// and spans of time in words. Pure: the page passes in what "now" is.

const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export const callStateLabels: Record<string, string> = {
  booked: "Booked",
  done: "Done",
  no_show: "No-show",
  cancelled: "Cancelled by the worker",
  moved: "Moved to another time",
};

export function callStateLabel(state: string): string {
  return callStateLabels[state] ?? upperFirst(state.replace(/_/g, " "));
}

export const bookingMessageKindLabels: Record<string, string> = {
  confirmation: "Confirmation",
  reminder_24h: "Reminder 24 hours before",
  reminder_1h: "Reminder 1 hour before",
};

export function bookingMessageKindLabel(kind: string): string {
  return bookingMessageKindLabels[kind] ?? upperFirst(kind.replace(/_/g, " "));
}

export const bookingChannelLabels: Record<string, string> = { email: "E-mail", sms: "Text message" };

export function bookingChannelLabel(channel: string): string {
  return bookingChannelLabels[channel] ?? channel;
}

/**
 * A message's state in words. E-mails carry the outbox's states (pending, sending, delivered,
 * failed: tried again later, dead: given up), texts the provider's (queued, sent, delivered,
 * failed, undelivered, refused: not sent, for example after STOP).
 */
export const bookingMessageStateLabels: Record<string, string> = {
  pending: "Waiting to send",
  sending: "Sending",
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  dead: "Gave up",
  undelivered: "Not delivered",
  refused: "Not sent",
};

export function bookingMessageStateLabel(state: string): string {
  return bookingMessageStateLabels[state] ?? upperFirst(state.replace(/_/g, " "));
}

const failedStates = new Set(["failed", "dead", "undelivered", "refused"]);

/** A message to the worker that did not reach them (an e-mail that failed may still be retried). */
export function messageFailed(message: Pick<BookingMessage, "state">): boolean {
  return failedStates.has(message.state);
}

function problemWords(message: BookingMessage): string {
  switch (message.state) {
    case "dead":
      return "could not be sent; the system gave up";
    case "failed":
      return message.channel === "email" ? "failed; it will be tried again" : "failed";
    case "undelivered":
      return "was not delivered";
    default:
      return "was not sent";
  }
}

/** "Reminder 1 hour before (text message) was not delivered. Error: 30003" for each that did not go. */
export function messageProblemTexts(messages: readonly BookingMessage[]): string[] {
  return messages.filter(messageFailed).map((m) => {
    const what = `${bookingMessageKindLabel(m.kind)} (${bookingChannelLabel(m.channel).toLowerCase()})`;
    return `${what} ${problemWords(m)}.${m.lastError ? ` Error: ${m.lastError}` : ""}`;
  });
}

export type OutcomeChoice = { enabled: true } | { enabled: false; reason: string };

/**
 * Whether "Mark as done" and "No-show" may be used at `now` (ms): only for a booked call whose start
 * has come (the server refuses the rest with 409). When not, the reason in plain words.
 */
export function outcomeChoice(booking: Pick<LeadBooking, "state" | "start">, now: number): OutcomeChoice {
  if (booking.state !== "booked") {
    return { enabled: false, reason: `This call is already marked: ${callStateLabel(booking.state)}.` };
  }
  const start = Date.parse(booking.start);
  if (Number.isNaN(start)) return { enabled: false, reason: "The time of this call could not be read." };
  if (now < start) {
    return {
      enabled: false,
      reason: `You can mark the call once it has started, at ${californiaCallTime(booking.start)} California time.`,
    };
  }
  return { enabled: true };
}

/** What a missing span reads as (the report sends null without data). */
export const noDuration = "—";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * Minutes as words: "45 minutes", "1 hour", "1 hour 30 minutes", "21 hours"; from a day on, to the
 * hour: "1 day", "2 days 3 hours". Under half a minute is "under 1 minute".
 */
export function durationWords(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0)
    return noDuration;
  const whole = Math.round(minutes);
  if (whole === 0) return "under 1 minute";
  if (whole < 60) return plural(whole, "minute");
  if (whole < 24 * 60) {
    const hours = Math.floor(whole / 60);
    const rest = whole % 60;
    return rest ? `${plural(hours, "hour")} ${plural(rest, "minute")}` : plural(hours, "hour");
  }
  const totalHours = Math.round(whole / 60);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  return hours ? `${plural(days, "day")} ${plural(hours, "hour")}` : plural(days, "day");
}

/** The server's booking settings as one sentence for the availability form. */
export function bookingSettingsText(settings: BookingSettings): string {
  const buffer =
    settings.bufferMinutes > 0
      ? `, with at least ${durationWords(settings.bufferMinutes)} between two calls`
      : ", with no break needed between two calls";
  const notice =
    settings.minNoticeMinutes > 0
      ? `at least ${durationWords(settings.minNoticeMinutes)} ahead`
      : "right up to the start of a call";
  return `Each call takes ${durationWords(settings.callMinutes)}${buffer}. Workers can book a call ${notice} and up to ${plural(settings.horizonDays, "day")} ahead.`;
}

const californiaDay = new Intl.DateTimeFormat("en-US", {
  timeZone: californiaTimeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** The day `now` (ms) is in California, "Monday, November 30": what "Calls today" means. */
export function californiaToday(now: number): string {
  return californiaDay.format(new Date(now));
}

/** "3 calls", "1 call", "No calls". */
export function callCount(n: number): string {
  return n === 0 ? "No calls" : plural(n, "call");
}
