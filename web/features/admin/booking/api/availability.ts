import { z } from "@/lib/zod";
import { leadLanguages } from "../../shared/api/fields";
import { adminRequest } from "../../shared/api/request";
import { userPath } from "../../staff/api/users";

// When a staff member takes calls (issue 35, docs/booking-api.md "Availability"): weekly hours in
// California wall-clock time, days off and call languages. Anyone reads and saves their own; an
// administrator anyone's. The call settings come with the answer and are read only (server config).

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

export const timeRangeSchema = z.object({ start: z.string(), end: z.string() });

/** A day the server leaves out (an older or terser answer) has no hours. */
const dayRanges = z
  .array(timeRangeSchema)
  .nullish()
  .transform((v) => v ?? []);

export const weeklyHoursSchema = z.object({
  mon: dayRanges,
  tue: dayRanges,
  wed: dayRanges,
  thu: dayRanges,
  fri: dayRanges,
  sat: dayRanges,
  sun: dayRanges,
});

export const bookingSettingsSchema = z.object({
  callMinutes: z.number().int().positive(),
  bufferMinutes: z.number().int().nonnegative(),
  horizonDays: z.number().int().positive(),
  minNoticeMinutes: z.number().int().nonnegative(),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

export const availabilitySchema = z.object({
  weekly: weeklyHoursSchema,
  daysOff: z.array(z.string()).catch([]),
  /** A language this client does not know is dropped rather than failing the page. */
  languages: z
    .array(z.string())
    .catch([])
    .transform((list) => leadLanguages.filter((l) => list.includes(l))),
  /** Null from a server that does not send them; the page then leaves them out. */
  settings: bookingSettingsSchema
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** What PUT takes: all three parts, which replace what was stored. */
export type AvailabilityPayload = Pick<Availability, "weekly" | "daysOff" | "languages">;

const availabilityPath = (username: string) => `${userPath(username)}/availability`;

export function getAvailability(username: string): Promise<Availability> {
  return adminRequest(availabilityPath(username), { schema: availabilitySchema });
}

/** Saves the hours; the answer's body is not needed (the form already shows what was saved). */
export function saveAvailability(
  username: string,
  availability: AvailabilityPayload,
  csrfToken: string,
): Promise<void> {
  return adminRequest(availabilityPath(username), { method: "PUT", body: availability, csrfToken });
}
