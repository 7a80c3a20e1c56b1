// Calendar days written YYYY-MM-DD, counted in UTC so no time zone shifts a day: the arithmetic of the
// filing-deadline rules (lib/deadlines.ts) and the wage calculator, kept apart from the rules file so
// a page that only needs the arithmetic does not download the rules.

export type Period = { years?: number; months?: number; days?: number };

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const m = isoDay.exec(day);
  if (!m) throw new Error(`not a YYYY-MM-DD day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** The UTC day of an instant, YYYY-MM-DD. */
export function isoDayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (no February 30). */
export function isCalendarDay(day: string): boolean {
  if (!isoDay.test(day)) return false;
  const [y, m, d] = parts(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * `day` plus a period: years and months keep the day of the month, and a day the target month
 * lacks becomes its last day (February 29 plus a year is February 28); days are counted as they
 * come. Negative periods count back. Weekends and holidays are not skipped: an estimate errs early.
 */
export function addPeriod(day: string, period: Period): string {
  const [y, m, d] = parts(day);
  const months = (period.years ?? 0) * 12 + (period.months ?? 0);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  target.setUTCDate(target.getUTCDate() + (period.days ?? 0));
  return isoDayOf(target);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}
