import { isCalendarDay } from "./calendar";

// A bookable time for a call, as the booking API gives it (docs/booking-api.md): its start in UTC
// and the same moment's Pacific date and 24-hour time; and the link to a booked call. Shared by the
// call booking form (features/intake, which gets fresh slots in a 409) and the booking pages
// (features/booking). Answers are checked by hand: zod would come with every page that books (issue 17).

export type Slot = { start: string; date: string; time: string };

/** A link token as the server signs it: printable ASCII, put in URLs with encodeURIComponent. */
export function isToken(value: unknown): value is string {
  return typeof value === "string" && /^[!-~]{1,1024}$/.test(value);
}

/** Where a booked call is seen, moved or cancelled: the link the confirmation message carries too. */
export const bookingPath = (token: string) => `/booking?t=${encodeURIComponent(token)}`;

// The shape of an answer's start. The form's own rule for a slot (lib/slot-start.ts) stays with the
// intake validation alone, so the forms every page can open do not share a chunk with the pickers.
const utcStart = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One slot of an answer, or null when it does not have the contract's shape. */
export function parseSlot(value: unknown): Slot | null {
  if (!isRecord(value)) return null;
  const { start, date, time } = value;
  if (typeof start !== "string" || !utcStart.test(start) || Number.isNaN(Date.parse(start))) return null;
  if (typeof date !== "string" || !isCalendarDay(date)) return null;
  if (typeof time !== "string" || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  return { start, date, time };
}

/**
 * An answer's `slots` list: every well-formed slot, sorted by start, each start once; null when
 * there is no list at all (an odd entry is dropped rather than breaking the picker).
 */
export function parseSlots(value: unknown): Slot[] | null {
  if (!Array.isArray(value)) return null;
  const byStart = new Map<string, Slot>();
  for (const item of value) {
    const slot = parseSlot(item);
    if (slot && !byStart.has(slot.start)) byStart.set(slot.start, slot);
  }
  return [...byStart.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
