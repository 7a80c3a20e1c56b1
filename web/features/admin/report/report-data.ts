import type { BookingWeek, ReportWeek } from "./api/report";
import { formLabels, hasFormDefinition } from "../leads/labels";

// The report page's numbers as words, and the weekly rows shaped into the series its charts and
// tables show. Pure: no DOM, no clock, so the unit tests give it fixed inputs.

/** What a missing number reads as: the API sends null for a week with nothing to measure. */
export const noValue = "—";

/** Minutes as "12 min", "1 h", "1 h 5 min" (rounded to the minute); under half a minute is "under 1 min". */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return noValue;
  const whole = Math.round(minutes);
  if (whole === 0) return "under 1 min";
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * A share from 0 to 1 as a whole percentage ("60%"). Only exactly all is "100%" and only exactly
 * none is "0%": 0.996 reads "99%", 0.004 reads "1%", so rounding never claims every lead or none.
 */
export function formatShare(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return noValue;
  const clamped = Math.min(1, Math.max(0, share));
  let percent = Math.round(clamped * 100);
  if (percent === 100 && clamped < 1) percent = 99;
  if (percent === 0 && clamped > 0) percent = 1;
  return `${percent}%`;
}

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

function utcDate(day: string): Date | null {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A week's Monday as a chart axis label, "Nov 16"; unreadable values are shown as they came. */
export function weekShortLabel(weekStart: string): string {
  const date = utcDate(weekStart);
  return date ? shortDay.format(date) : weekStart;
}

/** A week's Monday in a table, "Nov 16, 2026". */
export function weekLongLabel(weekStart: string): string {
  const date = utcDate(weekStart);
  return date ? longDay.format(date) : weekStart;
}

export type PeriodTotals = {
  leads: number;
  contacted: number;
  withinSla: number;
  withinSlaShare: number | null;
};

/** The whole period: leads, contacted, and the share contacted within the first-contact time. */
export function periodTotals(weeks: readonly ReportWeek[]): PeriodTotals {
  const leads = weeks.reduce((sum, w) => sum + w.leads, 0);
  const contacted = weeks.reduce((sum, w) => sum + w.contacted, 0);
  const withinSla = weeks.reduce((sum, w) => sum + w.withinSla, 0);
  return { leads, contacted, withinSla, withinSlaShare: leads > 0 ? withinSla / leads : null };
}

/** One stacked series: its key in the API's record, its label, and its count in each week. */
export type Series = { key: string; label: string; values: number[] };

// The site's forms always have a series; leads that began with a text only in a period that has some.
const knownForms = Object.keys(formLabels).filter(hasFormDefinition);

/** Leads per week by form: the known forms first, in the order the site lists them, then any other. */
export function formSeries(weeks: readonly ReportWeek[]): Series[] {
  const seen = new Set(weeks.flatMap((w) => Object.keys(w.byForm)));
  const others = [...seen].filter((form) => !knownForms.includes(form)).sort();
  return [...knownForms, ...others].map((form) => ({
    key: form,
    label: formLabels[form as keyof typeof formLabels] ?? form,
    values: weeks.map((w) => w.byForm[form] ?? 0),
  }));
}

/** The key the API uses for leads that came without a campaign source. */
export const noSourceKey = "";
/** The series that adds up every source past the largest ones (a key no utm_source can be). */
export const otherSourcesKey = "\u0000other";

/** A campaign source as staff read it: "" is "No campaign". */
export function sourceLabel(source: string): string {
  return source === noSourceKey ? "No campaign" : source;
}

/**
 * Leads per week by campaign source: the `top` sources with the most leads over the whole period
 * (ties in name order), then "Other sources" adding up the rest when there are any. "No campaign"
 * is a source like the others here, so it has its own series when it is among the largest.
 */
export function sourceSeries(weeks: readonly ReportWeek[], top = 5): Series[] {
  const totals = new Map<string, number>();
  for (const week of weeks) {
    for (const [source, n] of Object.entries(week.bySource))
      totals.set(source, (totals.get(source) ?? 0) + n);
  }
  const ranked = [...totals.entries()]
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([source]) => source);
  const kept = ranked.slice(0, top);
  const rest = ranked.slice(top);
  const series: Series[] = kept.map((source) => ({
    key: source,
    label: sourceLabel(source),
    values: weeks.map((w) => w.bySource[source] ?? 0),
  }));
  if (rest.length > 0) {
    series.push({
      key: otherSourcesKey,
      label: "Other sources",
      values: weeks.map((w) => rest.reduce((sum, source) => sum + (w.bySource[source] ?? 0), 0)),
    });
  }
  return series;
}

/** Whether a week was still running when the report was made (the last week usually is). */
export function weekInProgress(weekStart: string, generatedAt: string): boolean {
  const start = utcDate(weekStart);
  const at = new Date(generatedAt);
  if (!start || Number.isNaN(at.getTime())) return false;
  return at.getTime() < start.getTime() + 7 * 24 * 60 * 60 * 1000;
}

/** A minutes axis tick: "0" at the origin, then as formatMinutes words it. */
export function minutesTick(minutes: number): string {
  return minutes === 0 ? "0" : formatMinutes(minutes);
}

/** "12 weeks, the weeks of Aug 31 to Nov 16, 2026" (each week named by its Monday). */
export function periodText(weeks: readonly Pick<ReportWeek, "weekStart">[]): string {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) return "no weeks";
  const n = `${weeks.length} ${weeks.length === 1 ? "week" : "weeks"}`;
  if (first === last) return `${n}, the week of ${weekLongLabel(first.weekStart)}`;
  // The first Monday's year is said only when it differs from the last one's.
  const from =
    first.weekStart.slice(0, 4) === last.weekStart.slice(0, 4)
      ? weekShortLabel(first.weekStart)
      : weekLongLabel(first.weekStart);
  return `${n}, the weeks of ${from} to ${weekLongLabel(last.weekStart)}`;
}

/** A chart's summary for screen readers: which series are largest over the period. */
export function seriesSummary(series: readonly Series[]): string {
  const totals = series
    .map((s) => ({ label: s.label, total: s.values.reduce((a, b) => a + b, 0) }))
    .filter((s) => s.total > 0);
  if (totals.length === 0) return "no leads";
  return totals.map((s) => `${s.label} ${s.total}`).join(", ");
}

export type BookingTotals = { booked: number; done: number; noShow: number };

/** Booked calls over the whole period, and how many were marked done or no-show. */
export function bookingTotals(weeks: readonly BookingWeek[]): BookingTotals {
  return {
    booked: weeks.reduce((sum, w) => sum + w.booked, 0),
    done: weeks.reduce((sum, w) => sum + w.done, 0),
    noShow: weeks.reduce((sum, w) => sum + w.noShow, 0),
  };
}

/** The share that showed up: done among done or no-show; null while none was marked. */
export function showShare(counts: { done: number; noShow: number }): number | null {
  const marked = counts.done + counts.noShow;
  return marked > 0 ? counts.done / marked : null;
}

/** The booked-calls chart's series: booked, done and no-show per week (side by side, not stacked). */
export function bookingSeries(weeks: readonly BookingWeek[]): Series[] {
  return [
    { key: "booked", label: "Booked", values: weeks.map((w) => w.booked) },
    { key: "done", label: "Done", values: weeks.map((w) => w.done) },
    { key: "noShow", label: "No-show", values: weeks.map((w) => w.noShow) },
  ];
}

/** "4 weeks, the weeks of Nov 2 to Nov 23, 2026" for the booked calls' own weeks. */
export function bookingPeriodText(weeks: readonly BookingWeek[]): string {
  return periodText(weeks.map((w) => ({ weekStart: w.week })));
}
