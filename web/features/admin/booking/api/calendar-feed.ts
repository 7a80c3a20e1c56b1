import { z } from "@/lib/zod";
import { nullableText } from "../../shared/api/fields";
import { adminRequest } from "../../shared/api/request";

// The signed-in user's private calendar feed (issue 35, docs/booking-api.md "Calendar feed"): an
// ICS address with a secret in it, for Google Calendar or Outlook. The server keeps only a hash of
// the secret, so the address can be shown once, right after it was made.

const feedPath = "/api/admin/account/calendar-feed";

export const calendarFeedSchema = z.object({
  active: z.boolean(),
  /** When the current address was made; null while the feed is off. */
  createdAt: nullableText,
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

const newFeedSchema = z.object({ url: z.string().min(1), createdAt: nullableText });
export type NewCalendarFeed = z.infer<typeof newFeedSchema>;

export function getCalendarFeed(): Promise<CalendarFeed> {
  return adminRequest(feedPath, { schema: calendarFeedSchema });
}

/** Makes a new address; the old one, if any, stops working at once. */
export function makeCalendarFeed(csrfToken: string): Promise<NewCalendarFeed> {
  return adminRequest(feedPath, { method: "POST", csrfToken, schema: newFeedSchema });
}

/** Turns the feed off: the address stops working. */
export function turnOffCalendarFeed(csrfToken: string): Promise<void> {
  return adminRequest(feedPath, { method: "DELETE", csrfToken });
}
