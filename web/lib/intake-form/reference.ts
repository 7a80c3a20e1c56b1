// The reference number the server gives a stored request (issue 16): "GC-" and two groups of four
// characters from an alphabet without look-alikes (no 0/O, 1/I/L, U). The visitor reads it out on
// the phone, so it is shown only when it has exactly this shape.

const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const group = `[${referenceAlphabet}]{4}`;
const referencePattern = new RegExp(`^GC-${group}-${group}$`);

/** The reference if `value` is one, else null (a missing or odd value never breaks the flow). */
export function parseReference(value: unknown): string | null {
  return typeof value === "string" && referencePattern.test(value) ? value : null;
}

/**
 * Where a sent request goes. The reference never travels in the URL: /thank-you reads it from
 * session storage (session.ts), where the form put it.
 */
export const thankYouPath = "/thank-you";
