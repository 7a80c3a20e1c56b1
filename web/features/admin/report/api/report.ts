import { z } from "@/lib/zod";
import { slaMinutesSchema } from "../../leads/api/lead-fields";
import { adminRequest } from "../../shared/api/request";

// The staff report (issue 16): leads per week, where they came from and how fast the firm made
// its first contact, over the last N weeks (docs/admin-api.md, GET /api/admin/report).

/** The periods the page offers; the API takes any whole number of weeks from 1 to 52. */
export const weekChoices = [4, 12, 26, 52] as const;
export const defaultWeeks = 12;
export const maxWeeks = 52;

const count = z.number().int().nonnegative();
const minutes = z.number().nonnegative().nullable();

export const reportWeekSchema = z.object({
  /** The Monday the week starts on (UTC), as YYYY-MM-DD. */
  weekStart: z.iso.date(),
  leads: count,
  byForm: z.record(z.string(), count),
  /** Leads by utm_source; the key "" holds the leads that came with none. */
  bySource: z.record(z.string(), count),
  contacted: count,
  /** Minutes from arrival to the first logged contact attempt; null when no lead was contacted. */
  medianMinutes: minutes,
  p90Minutes: minutes,
  withinSla: count,
  /** withinSla / leads; null in a week with no lead. */
  withinSlaShare: z.number().min(0).max(1).nullable(),
});
export type ReportWeek = z.infer<typeof reportWeekSchema>;

/**
 * Booked calls in one week (issue 35), counted by when the call was booked. The Monday the week
 * starts on comes as `week` (docs/booking-api.md) or as `weekStart` (as the lead weeks name it);
 * either is read.
 */
export const bookingWeekSchema = z
  .object({
    week: z.iso.date().optional(),
    weekStart: z.iso.date().optional(),
    booked: count,
    done: count,
    noShow: count,
  })
  .refine((w) => w.week !== undefined || w.weekStart !== undefined, { message: "a week needs its Monday" })
  .transform(({ week, weekStart, ...counts }) => ({ week: (week ?? weekStart)!, ...counts }));
export type BookingWeek = z.infer<typeof bookingWeekSchema>;

export const bookingReportSchema = z.object({
  /** Oldest first. */
  weeks: z.array(bookingWeekSchema),
  /** Calls marked done among those marked done or no-show; null before any was marked. */
  showRate: z.number().min(0).max(1).nullable(),
  /** Median minutes from the lead's arrival to its booked call; null without bookings. */
  medianMinutesToCall: minutes,
});
export type BookingReport = z.infer<typeof bookingReportSchema>;

export const reportSchema = z.object({
  slaMinutes: slaMinutesSchema,
  generatedAt: z.string(),
  /** Leads past the first-contact time right now with no contact attempt, counted to 10,000. */
  openBreaches: count,
  /** More than openBreaches wait ("10,000+"); false from a server before issue 52. */
  openBreachesCapped: z.boolean().optional().default(false),
  /** Oldest first. */
  weeks: z.array(reportWeekSchema),
  /** Booked calls; null from a server before issue 35 (the page then leaves the part out). */
  bookings: bookingReportSchema
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
});
export type Report = z.infer<typeof reportSchema>;

/** The period from the page's URL (?weeks=): a whole number from 1 to 52, else the default. */
export function weeksFromSearch(params: URLSearchParams): number {
  const raw = params.get("weeks");
  if (raw === null || !/^\d{1,2}$/.test(raw)) return defaultWeeks;
  const weeks = Number(raw);
  return weeks >= 1 && weeks <= maxWeeks ? weeks : defaultWeeks;
}

export function reportCsvUrl(weeks: number): string {
  return `/api/admin/report.csv?weeks=${weeks}`;
}

export function getReport(weeks: number): Promise<Report> {
  return adminRequest(`/api/admin/report?weeks=${weeks}`, { schema: reportSchema });
}
