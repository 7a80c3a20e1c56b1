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

/** The reference handed to /thank-you in the navigation state ({ reference }), if any. */
export function referenceFromState(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("reference" in state)) return null;
  return parseReference(state.reference);
}

/** Where a sent request goes. The reference travels in the navigation state, never in the URL. */
export const thankYouPath = "/thank-you";

export function thankYouState(reference: string | null): { reference: string } | null {
  return reference ? { reference } : null;
}
