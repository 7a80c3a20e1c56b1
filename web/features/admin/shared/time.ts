// Instants as staff read them: in their own time, or in California time, where the office works
// and where the server times texts and calls.

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** An ISO instant in the staff member's local time; unreadable values are shown as they came. */
export function localTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The office's time zone: everything the server times by the clock (texts, calls) is in it. */
export const californiaTimeZone = "America/Los_Angeles";

const californiaDateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: californiaTimeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/**
 * An ISO instant in California time, with its zone ("Nov 21, 2026, 10:03 AM PST"): for texts and
 * follow-up tries, which the server times in the office's hours wherever the staff member is.
 */
export function californiaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : californiaDateTime.format(date);
}

const californiaCallParts = new Intl.DateTimeFormat("en-US", {
  timeZone: californiaTimeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

type CallParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function californiaParts(date: Date): CallParts {
  return Object.fromEntries(californiaCallParts.formatToParts(date).map((p) => [p.type, p.value]));
}

// Put together by hand: ICU puts a narrow no-break space before AM/PM in some versions and not in
// others, and tests and screen readers should meet the same text everywhere.
const clockText = (part: CallParts) => `${part.hour}:${part.minute} ${part.dayPeriod}`;

/**
 * A booked call's start in California time, "Mon Nov 30, 9:00 AM": the time the worker picked,
 * whatever zone the staff member's computer is in (the page says the times are California time).
 */
export function californiaCallTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = californiaParts(date);
  return `${part.weekday} ${part.month} ${part.day}, ${clockText(part)}`;
}

/** A call from start to end: "Mon Nov 30, 9:00 AM to 9:30 AM" (the end's clock time only). */
export function californiaCallSpan(start: string, end: string): string {
  const until = new Date(end);
  if (!end || Number.isNaN(until.getTime())) return californiaCallTime(start);
  return `${californiaCallTime(start)} to ${clockText(californiaParts(until))}`;
}
