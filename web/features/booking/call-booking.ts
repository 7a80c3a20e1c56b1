import callBookingRaw from "../../../config/forms/call-booking.json";
import { isToken } from "@/lib/booking-slots";
import type { Language } from "@/lib/i18n/language";
import { formSchema, type FormDefinition } from "@/lib/intake-form/definitions";
import { optionalAnswer } from "@/lib/intake-form/validate";

// The firm's own /book form (issue 35): who to call, in which language, about what, and when. A
// lead of kind call_booking; the server validates it from the same definition
// (config/forms/call-booking.json). Its own module, so the definition travels only with /book and
// not with the two forms every page can open.
export const callBookingForm: FormDefinition = formSchema.parse(callBookingRaw);

/** The call language's two answers (config/forms/call-booking.json), by the language they name. */
export const callLanguageOf: Record<Language, string> = { en: "English", es: "Spanish" };

/** The language slots are asked for: the one the worker wants to be called in. */
export function slotLanguageOf(callLanguage: string): Language {
  return callLanguage === callLanguageOf.es ? "es" : "en";
}

export type CallBookingData = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** "English" or "Spanish": who calls, and in which language. */
  callLanguage: string;
  /** What it is about, in a sentence or two (optional). */
  topic: string;
  /** A slot's start (UTC), or "" for "call me as soon as you can". */
  slot: string;
  termsAccepted: boolean;
  smsConsent: boolean;
};

export type CallBookingState = { data: CallBookingData };
export type CallBookingAction = { type: "update"; data: Partial<CallBookingData> };

/** An empty form; the call language starts as the page's. */
export function emptyCallBooking(pageLanguage: Language): CallBookingData {
  return {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    callLanguage: callLanguageOf[pageLanguage],
    topic: "",
    slot: "",
    termsAccepted: false,
    smsConsent: false,
  };
}

export function callBookingReducer(state: CallBookingState, action: CallBookingAction): CallBookingState {
  return { data: { ...state.data, ...action.data } };
}

/**
 * A draft from session storage made whole. The chosen time is not kept: by the time the worker
 * comes back it may be gone, and "as soon as you can" is the safe default.
 */
export function restoreCallBooking(saved: CallBookingState, pageLanguage: Language): CallBookingState {
  return { data: { ...emptyCallBooking(pageLanguage), ...saved.data, slot: "" } };
}

/** The form's fields as the API takes them (docs/booking-api.md, POST /api/call-bookings). */
export function callBookingFields(data: CallBookingData): Record<string, unknown> {
  return {
    firstName: data.firstName.trim(),
    lastName: data.lastName.trim(),
    email: data.email.trim(),
    phone: data.phone.trim(),
    callLanguage: data.callLanguage,
    ...optionalAnswer("topic", data.topic),
    slot: data.slot,
    termsAccepted: data.termsAccepted,
    smsConsent: data.smsConsent,
    form_id: "call_booking",
  };
}

/**
 * The token of the link to a call booked with the request, from the 201's `booking` ({ start,
 * date, time, manage }), or null (no time chosen, or an answer of another shape). Printable ASCII;
 * it goes into the address with encodeURIComponent.
 */
export function bookingTokenOf(booking: unknown): string | null {
  if (typeof booking !== "object" || booking === null) return null;
  const manage = (booking as Record<string, unknown>).manage;
  return isToken(manage) ? manage : null;
}
