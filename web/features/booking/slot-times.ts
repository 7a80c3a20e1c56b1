import type { Slot } from "@/lib/booking-slots";
import { localeOf, type Language } from "@/lib/i18n/language";

// The times of calls as a worker reads them: always California's (America/Los_Angeles), never the
// browser's zone, in the page's language, with the platform's Intl. Public pages otherwise write
// dates without Intl (docs/decisions/0023: its first use costs 20-50 ms of set-up), so only the
// booking components that load on demand import this module (components/lazy-slot-picker.tsx and
// the booking page's view), never a page's first download; tests/unit/page-weight.test.ts checks.

export const pacificZone = "America/Los_Angeles";

type Formats = {
  dayKey: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
  monthDay: Intl.DateTimeFormat;
  longDay: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  timeWithZone: Intl.DateTimeFormat;
  whole: Intl.DateTimeFormat;
};

const formats = new Map<Language, Formats>();

function formatsOf(language: Language): Formats {
  let found = formats.get(language);
  if (!found) {
    const locale = localeOf[language];
    const at = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: pacificZone, ...options });
    found = {
      // Digits only, so the parts make a YYYY-MM-DD key in any locale.
      dayKey: new Intl.DateTimeFormat("en-US", {
        timeZone: pacificZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }),
      weekday: at({ weekday: "short" }),
      monthDay: at({ month: "short", day: "numeric" }),
      longDay: at({ weekday: "long", month: "long", day: "numeric" }),
      time: at({ hour: "numeric", minute: "2-digit" }),
      timeWithZone: at({ hour: "numeric", minute: "2-digit", timeZoneName: "short" }),
      whole: at({
        weekday: "long",
        month: "long",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      }),
    };
    formats.set(language, found);
  }
  return found;
}

/** The California calendar day of an instant, YYYY-MM-DD. */
export function pacificDay(start: string): string {
  const parts = formatsOf("en").dayKey.formatToParts(new Date(start));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** "9:00 AM" (es: "9:00 a.m."), California time. */
export function slotTime(start: string, language: Language): string {
  return formatsOf(language).time.format(new Date(start));
}

/** "Monday, November 30, 2026 at 9:00 AM" (es: "lunes, 30 de noviembre de 2026, 9:00 a.m."). */
export function slotWhen(start: string, language: Language): string {
  return formatsOf(language).whole.format(new Date(start));
}

export type SlotTime = { slot: Slot; label: string };

export type SlotDay = {
  /** The California day, YYYY-MM-DD. */
  date: string;
  /** "Mon" (es: "lun"). */
  weekday: string;
  /** "Nov 30" (es: "30 nov"). */
  monthDay: string;
  /** "Monday, November 30" (es: "lunes, 30 de noviembre"). */
  long: string;
  times: SlotTime[];
};

/**
 * Slots grouped by their California day, days and times in order. A day is the day in California
 * of the slot's start, whatever the zone of the browser; on the night the clocks go back the same
 * wall-clock time can come twice, and those times then carry their zone ("1:30 AM PDT",
 * "1:30 AM PST") so the two can be told apart.
 */
export function groupByPacificDay(slots: readonly Slot[], language: Language): SlotDay[] {
  const f = formatsOf(language);
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const date = pacificDay(slot.start);
    let day = days.get(date);
    if (!day) {
      const at = new Date(slot.start);
      day = {
        date,
        weekday: f.weekday.format(at),
        monthDay: f.monthDay.format(at),
        long: f.longDay.format(at),
        times: [],
      };
      days.set(date, day);
    }
    day.times.push({ slot, label: f.time.format(new Date(slot.start)) });
  }
  for (const day of days.values()) {
    const seen = new Map<string, number>();
    for (const t of day.times) seen.set(t.label, (seen.get(t.label) ?? 0) + 1);
    for (const t of day.times)
      if ((seen.get(t.label) ?? 0) > 1) t.label = f.timeWithZone.format(new Date(t.slot.start));
  }
  return [...days.values()];
}
