import type { LeadLanguage } from "../shared/api/fields";
import { weekdays, type Availability, type AvailabilityPayload, type Weekday } from "./api/availability";
import type { FieldErrors } from "../shared/api/request";

// The availability form's state and what it sends (docs/booking-api.md "Availability"). Pure: no
// DOM, no clock, so the unit tests give it fixed inputs.
//
// Times are California wall-clock "HH:MM" on a 5-minute grid. A native time input cannot hold
// 24:00, so the form shows the end of the day as 00:00 (12:00 AM, "midnight") and sends 24:00.

export const weekdayLabels: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** One range of a day as the form holds it; `key` stays with the range while others come and go. */
export type RangeDraft = { key: string; start: string; end: string };

export type AvailabilityDraft = {
  weekly: Record<Weekday, RangeDraft[]>;
  /** YYYY-MM-DD, kept sorted and without repeats. */
  daysOff: string[];
  languages: LeadLanguage[];
};

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)(?::00(?:\.0+)?)?$/;

/** "HH:MM" from what a time input gives ("09:05", or "09:05:00" in some browsers); null if none. */
export function inputTime(value: string): string | null {
  const match = timePattern.exec(value.trim());
  return match ? `${match[1]}:${match[2]}` : null;
}

/** Minutes since midnight of an "HH:MM" (24:00 allowed); null for anything else. */
export function minutesOfDay(time: string): number | null {
  if (time === "24:00") return 24 * 60;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** An end as the form shows it: the server's 24:00 is the time input's 00:00. */
export function endForInput(end: string): string {
  return end === "24:00" ? "00:00" : end;
}

/** An end as the server takes it: 00:00 is the end of the day. */
export function endForServer(end: string): string {
  const time = inputTime(end) ?? end;
  return time === "00:00" ? "24:00" : time;
}

export function toDraft(availability: Availability, makeKey: () => string): AvailabilityDraft {
  const weekly = Object.fromEntries(
    weekdays.map((day) => [
      day,
      availability.weekly[day].map((range) => ({
        key: makeKey(),
        start: range.start,
        end: endForInput(range.end),
      })),
    ]),
  ) as Record<Weekday, RangeDraft[]>;
  return {
    weekly,
    daysOff: [...new Set(availability.daysOff)].sort(),
    languages: [...availability.languages],
  };
}

const dayOffFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A day off as people read it, "Thu, Dec 24, 2026" (a calendar day, so no zone shifts it). */
export function dayOffText(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(day.getTime()) ? dayOffFormat.format(day) : date;
}

/** A day off added to the list: in date order, once. */
export function addDayOff(daysOff: readonly string[], date: string): string[] {
  return daysOff.includes(date) ? [...daysOff] : [...daysOff, date].sort();
}

export type SentAvailability = {
  payload: AvailabilityPayload;
  /** The draft key of each range sent, by its place in the payload ("weekly.mon.1" -> key). */
  rangeKeys: Record<string, string>;
};

/**
 * What PUT sends: each day's ranges in time order (a range without a readable start keeps its
 * place at the end), ends of 00:00 as 24:00, days off and languages as they are. The server's
 * field keys name places in this payload; rangeKeys turns them back into the form's rows.
 */
export function toPayload(draft: AvailabilityDraft): SentAvailability {
  const rangeKeys: Record<string, string> = {};
  const weekly = {} as AvailabilityPayload["weekly"];
  for (const day of weekdays) {
    const ordered = draft.weekly[day]
      .map((range, index) => ({ range, index, from: minutesOfDay(inputTime(range.start) ?? "") }))
      .sort((a, b) => (a.from ?? Infinity) - (b.from ?? Infinity) || a.index - b.index);
    weekly[day] = ordered.map(({ range }, i) => {
      rangeKeys[`weekly.${day}.${i}`] = range.key;
      return { start: inputTime(range.start) ?? range.start.trim(), end: endForServer(range.end) };
    });
  }
  return { payload: { weekly, daysOff: [...draft.daysOff], languages: [...draft.languages] }, rangeKeys };
}

/** Where each problem is shown: at a range, at a day, at a day off, at the languages, or above the button. */
export type ErrorPlaces = {
  /** By the draft key of the range. */
  ranges: Record<string, string>;
  days: Partial<Record<Weekday, string>>;
  /** By date. */
  daysOff: Record<string, string>;
  languages: string | null;
  other: string[];
};

export const noErrors = (): ErrorPlaces => ({
  ranges: {},
  days: {},
  daysOff: {},
  languages: null,
  other: [],
});

export function hasErrors(places: ErrorPlaces): boolean {
  return (
    Object.keys(places.ranges).length > 0 ||
    Object.keys(places.days).length > 0 ||
    Object.keys(places.daysOff).length > 0 ||
    places.languages !== null ||
    places.other.length > 0
  );
}

const isWeekday = (value: string | undefined): value is Weekday =>
  (weekdays as readonly string[]).includes(value ?? "");

function append(existing: string | undefined | null, messages: string[]): string {
  return [existing, ...messages].filter(Boolean).join(" ");
}

/**
 * The server's 422 field errors placed in the form: "weekly.mon.1" (or "weekly.mon.1.end") at the
 * range sent there, "weekly.mon" at the day, "daysOff.0" at the day off sent there, "languages"
 * (or "languages.0") at the languages; anything else ("_body", "weekly", a range no longer in the
 * form) above the save button, so nothing the server said is lost.
 */
export function placeServerErrors(errors: FieldErrors, sent: SentAvailability): ErrorPlaces {
  const places = noErrors();
  for (const [field, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    const parts = field.split(".");
    const [head, second, third] = parts;
    if (head === "weekly" && isWeekday(second) && third !== undefined && /^\d+$/.test(third)) {
      const key = sent.rangeKeys[`weekly.${second}.${third}`];
      if (key) {
        places.ranges[key] = append(places.ranges[key], messages);
        continue;
      }
    } else if (head === "weekly" && isWeekday(second) && parts.length === 2) {
      places.days[second] = append(places.days[second], messages);
      continue;
    } else if (head === "daysOff" && second !== undefined && /^\d+$/.test(second)) {
      const date = sent.payload.daysOff[Number(second)];
      if (date !== undefined) {
        places.daysOff[date] = append(places.daysOff[date], messages);
        continue;
      }
    } else if (head === "languages") {
      places.languages = append(places.languages, messages);
      continue;
    }
    places.other.push(...messages);
  }
  return places;
}

/**
 * The checks the form makes before it asks the server (which makes them again): every range has
 * a start and an end on the 5-minute grid, ends after it starts, and does not overlap another
 * range of its day. The messages name the fault the way the server's do.
 */
export function checkDraft(draft: AvailabilityDraft): ErrorPlaces {
  const places = noErrors();
  for (const day of weekdays) {
    const readable: { key: string; from: number; to: number }[] = [];
    for (const range of draft.weekly[day]) {
      const start = inputTime(range.start);
      const end = inputTime(range.end);
      if (start === null || end === null) {
        places.ranges[range.key] = "Please give a start and an end time.";
        continue;
      }
      const from = minutesOfDay(start)!;
      const to = minutesOfDay(endForServer(end))!;
      if (from % 5 !== 0 || to % 5 !== 0) {
        places.ranges[range.key] = "Please use times on a 5-minute step, for example 9:05 or 9:10.";
      } else if (to <= from) {
        places.ranges[range.key] = "This range ends before it starts. An end of 12:00 AM means midnight.";
      } else {
        readable.push({ key: range.key, from, to });
      }
    }
    readable.sort((a, b) => a.from - b.from);
    for (let i = 1; i < readable.length; i++) {
      const previous = readable[i - 1]!;
      const range = readable[i]!;
      if (range.from < previous.to) {
        places.ranges[range.key] = "This range overlaps another range on the same day.";
      }
    }
  }
  return places;
}

/** The first problem in the order of the form, for the focus: a range, a day, a day off or the languages. */
export type ProblemPlace =
  | { kind: "range"; key: string }
  | { kind: "day"; day: Weekday }
  | { kind: "dayOff"; date: string }
  | { kind: "languages" }
  | { kind: "other" };

export function firstProblem(places: ErrorPlaces, draft: AvailabilityDraft): ProblemPlace | null {
  for (const day of weekdays) {
    const range = draft.weekly[day].find((r) => places.ranges[r.key]);
    if (range) return { kind: "range", key: range.key };
    if (places.days[day]) return { kind: "day", day };
  }
  const date = draft.daysOff.find((d) => places.daysOff[d]);
  if (date) return { kind: "dayOff", date };
  if (places.languages) return { kind: "languages" };
  return places.other.length > 0 ? { kind: "other" } : null;
}
