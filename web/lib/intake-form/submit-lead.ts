import { parseReference } from "./reference";
import type { FieldErrors } from "./validate";

export type SubmitFailure =
  "network" | "timeout" | "rate-limited" | "contact-limit" | "invalid" | "slot-taken" | "rejected" | "server";
export type SubmitResult =
  | {
      ok: true;
      id: string;
      reference?: string;
      /**
       * The call booked with the request (/book with a time), as the server sent it: read by the
       * call booking form (features/booking/call-booking.ts), so the other forms carry no code for it.
       */
      booking?: unknown;
    }
  | {
      ok: false;
      kind: SubmitFailure;
      fieldErrors: FieldErrors;
      retryAfterSeconds?: number;
      /** With "slot-taken": the next free times, as the server sent them (read like `booking`). */
      slots?: unknown;
    };

// The server's two answer shapes, checked by hand: zod (25 KB gzip) would otherwise come with the
// forms, which every page loads when a worker shows intent to open one (issue 17).
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A 201's lead id; the reference is read when it has the right shape and ignored otherwise. */
function createdLead(body: unknown): { id: string; reference: unknown; booking: unknown } | undefined {
  if (!isRecord(body) || typeof body.id !== "string" || body.id === "") return undefined;
  return { id: body.id, reference: body.reference, booking: body.booking };
}

/** A 422's field errors: { errors: { field: ["message", ...] } }, else none. */
function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const lists = Object.entries(body.errors);
  const valid = lists.every(
    ([, messages]) => Array.isArray(messages) && messages.every((m) => typeof m === "string"),
  );
  return valid ? (Object.fromEntries(lists) as FieldErrors) : {};
}

export const submitTimeoutMs = 15_000;

/**
 * One POST of one submission. Never throws: every way it can fail comes back as a value, so the
 * form can keep the visitor's answers and offer a retry with the same submission id.
 */
export async function submitLead(
  endpoint: string,
  payload: Record<string, unknown>,
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? submitTimeoutMs);
  try {
    const response = await (options.fetchImpl ?? fetch)(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
      credentials: "same-origin",
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 201 || response.status === 200) {
      const lead = createdLead(body);
      if (!lead) return { ok: false, kind: "server", fieldErrors: {} };
      const reference = parseReference(lead.reference);
      return {
        ok: true,
        id: lead.id,
        ...(reference ? { reference } : {}),
        ...(lead.booking ? { booking: lead.booking } : {}),
      };
    }
    const fieldErrors = fieldErrorsOf(body);
    if (response.status === 422) return { ok: false, kind: "invalid", fieldErrors };
    // The chosen time was taken meanwhile (/book): nothing was stored; the answer lists free times.
    if (response.status === 409)
      return { ok: false, kind: "slot-taken", fieldErrors, slots: isRecord(body) ? body.slots : undefined };
    // Several calls booked with this phone number or e-mail address lately (/book, `errors.contact`):
    // the wait can be a day, so the form says to call rather than when to try again.
    if (response.status === 429 && fieldErrors.contact)
      return { ok: false, kind: "contact-limit", fieldErrors: {} };
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      return {
        ok: false,
        kind: "rate-limited",
        fieldErrors: {},
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      };
    }
    if (response.status >= 500) return { ok: false, kind: "server", fieldErrors: {} };
    return { ok: false, kind: "rejected", fieldErrors: {} };
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === "AbortError";
    return { ok: false, kind: aborted ? "timeout" : "network", fieldErrors: {} };
  } finally {
    clearTimeout(timer);
  }
}
