import { isToken, parseSlot, parseSlots, type Slot } from "@/lib/booking-slots";
import type { Language } from "@/lib/i18n/language";

// The public booking API (docs/booking-api.md): open slots, a time for the lead just sent, and the
// page behind the link in the worker's messages. Answers are checked by hand, as the intake forms
// check theirs: zod would come with every page that books (issue 17). No call throws: every way it
// can fail comes back as a value the page can say in plain words.

export type BookingFailureKind =
  | "taken" // 409: the time was taken meanwhile (`slots`: the next free ones)
  | "already-booked" // 409 without slots: the lead already has a booked call
  | "gone" // 410: the link was moved, cancelled or its call has started
  | "bad-link" // 400 on a link: malformed or changed
  | "invalid" // 400 or 422 on anything else: a time not offered, in the past, malformed
  | "not-found" // 404: an unknown lead, or one older than a day
  | "contact-limit" // 429 `errors.contact`: several calls booked with this phone or e-mail lately
  | "rate-limited" // 429 `errors._body`: too many requests from this address; a few minutes
  | "server"
  | "network"
  | "timeout";

export type BookingFailure = {
  kind: BookingFailureKind;
  /** The server's words by field ({"errors": {"slot": ["..."]}}), in the request's language. */
  fieldErrors: Record<string, string[]>;
  slots?: Slot[];
};

export type BookingResult<T> = { ok: true; value: T } | { ok: false; failure: BookingFailure };

/** A booked call as the API answers a booking or a move: its time and its new link token. */
export type BookedCall = Slot & { manage: string; reference?: string };

/** What the link's page shows: the reference and the time, never names or case details. */
export type ManagedCall = Slot & { reference: string; language: Language };

export const bookingTimeoutMs = 15_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A reference as staff and workers read it out ("GC-7K3M-Q9TD"): letters, digits and dashes. */
function isReference(value: unknown): value is string {
  return typeof value === "string" && /^[A-Z0-9][A-Z0-9-]{2,39}$/.test(value);
}

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors))
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === "string");
  return out;
}

type Answer = { status: number; body: unknown } | { failed: "network" | "timeout" };

async function call(
  path: string,
  init: { method: "GET" | "POST"; body?: unknown },
  fetchImpl: typeof fetch = fetch,
): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), bookingTimeoutMs);
  try {
    const response = await fetchImpl(path, {
      method: init.method,
      headers: {
        Accept: "application/json",
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: controller.signal,
      credentials: "same-origin",
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === "AbortError";
    return { failed: aborted ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}

/** The failure an unsuccessful answer stands for; `onLink` when the request named a link token. */
function failureOf(answer: Answer, onLink = false): BookingFailure {
  if ("failed" in answer) return { kind: answer.failed, fieldErrors: {} };
  const fieldErrors = fieldErrorsOf(answer.body);
  switch (answer.status) {
    case 409: {
      const slots = isRecord(answer.body) ? parseSlots(answer.body.slots) : null;
      if (!slots && fieldErrors.lead) return { kind: "already-booked", fieldErrors };
      return { kind: "taken", fieldErrors, slots: slots ?? [] };
    }
    case 410:
      return { kind: "gone", fieldErrors };
    case 400:
      return { kind: onLink && (fieldErrors.t || !fieldErrors.slot) ? "bad-link" : "invalid", fieldErrors };
    case 422:
      return { kind: "invalid", fieldErrors };
    case 404:
      return { kind: "not-found", fieldErrors };
    case 429:
      return { kind: fieldErrors.contact ? "contact-limit" : "rate-limited", fieldErrors };
    default:
      return { kind: "server", fieldErrors };
  }
}

const fail = <T>(failure: BookingFailure): BookingResult<T> => ({ ok: false, failure });

function bookedCallOf(body: unknown): BookedCall | null {
  if (!isRecord(body)) return null;
  const slot = parseSlot(body);
  if (!slot || !isToken(body.manage)) return null;
  return {
    ...slot,
    manage: body.manage,
    ...(isReference(body.reference) ? { reference: body.reference } : {}),
  };
}

/** GET /api/booking/slots: the open times for a call in `language`, sorted by start. */
export async function fetchSlots(
  language: Language,
  fetchImpl?: typeof fetch,
): Promise<BookingResult<Slot[]>> {
  const answer = await call(`/api/booking/slots?language=${language}`, { method: "GET" }, fetchImpl);
  if ("failed" in answer || answer.status !== 200) return fail(failureOf(answer));
  const slots = isRecord(answer.body) ? parseSlots(answer.body.slots) : null;
  return slots ? { ok: true, value: slots } : fail({ kind: "server", fieldErrors: {} });
}

/** POST /api/booking: a time for the lead just sent (/thank-you). */
export async function bookForLead(
  lead: string,
  slot: string,
  language: Language,
  fetchImpl?: typeof fetch,
): Promise<BookingResult<BookedCall>> {
  const answer = await call("/api/booking", { method: "POST", body: { lead, slot, language } }, fetchImpl);
  if ("failed" in answer || answer.status !== 201) return fail(failureOf(answer));
  const booked = bookedCallOf(answer.body);
  return booked ? { ok: true, value: booked } : fail({ kind: "server", fieldErrors: {} });
}

/** GET /api/booking/manage: the call behind a link. */
export async function fetchManagedCall(
  token: string,
  fetchImpl?: typeof fetch,
): Promise<BookingResult<ManagedCall>> {
  const answer = await call(
    `/api/booking/manage?t=${encodeURIComponent(token)}`,
    { method: "GET" },
    fetchImpl,
  );
  if ("failed" in answer || answer.status !== 200) return fail(failureOf(answer, true));
  const body = answer.body;
  const slot = parseSlot(body);
  if (!slot || !isRecord(body) || !isReference(body.reference) || body.state !== "booked")
    return fail({ kind: "server", fieldErrors: {} });
  return {
    ok: true,
    value: { ...slot, reference: body.reference, language: body.language === "es" ? "es" : "en" },
  };
}

/** POST /api/booking/manage, action cancel: the slot is free again at once. */
export async function cancelCall(
  token: string,
  language: Language,
  fetchImpl?: typeof fetch,
): Promise<BookingResult<null>> {
  const answer = await call(
    "/api/booking/manage",
    { method: "POST", body: { t: token, action: "cancel", language } },
    fetchImpl,
  );
  if ("failed" in answer || answer.status !== 200) return fail(failureOf(answer, true));
  return isRecord(answer.body) && answer.body.state === "cancelled"
    ? { ok: true, value: null }
    : fail({ kind: "server", fieldErrors: {} });
}

/** POST /api/booking/manage, action move: the new time, and a new token (the old one is gone). */
export async function moveCall(
  token: string,
  slot: string,
  language: Language,
  fetchImpl?: typeof fetch,
): Promise<BookingResult<BookedCall>> {
  const answer = await call(
    "/api/booking/manage",
    { method: "POST", body: { t: token, action: "move", slot, language } },
    fetchImpl,
  );
  if ("failed" in answer || answer.status !== 200) return fail(failureOf(answer, true));
  const booked = isRecord(answer.body) && answer.body.state === "booked" ? bookedCallOf(answer.body) : null;
  return booked ? { ok: true, value: booked } : fail({ kind: "server", fieldErrors: {} });
}
