// A call slot's start as the booking API writes it: a UTC time with seconds and a Z,
// "2026-11-30T17:00:00Z" (docs/booking-api.md): the "slot" field kind's rule in every intake form's
// validation (lib/intake-form/validate.ts). Only that validation imports it, so it travels
// in the forms' own chunk; those forms load on every page that opens one.

const utcInstant = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;

/** A real day, hours under 24, minutes and seconds under 60 (the server's IsSlotTime). */
export function isSlotStart(value: string): boolean {
  const m = utcInstant.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
