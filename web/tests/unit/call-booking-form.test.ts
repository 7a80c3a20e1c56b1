// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  callBookingFields,
  callBookingForm,
  emptyCallBooking,
  restoreCallBooking,
  slotLanguageOf,
} from "@/features/booking/call-booking";
import { caseReviewForm, field, optionsOf, questionnaireForm } from "@/lib/intake-form/definitions";
import { spanishFormText } from "@/lib/intake-form/spanish";
import { validatePayload, type Payload } from "@/lib/intake-form/validate";

// The firm's own /book form (issue 35) is validated from config/forms/call-booking.json as the
// server does (server/src/intake/validation.cpp): its new field kind "slot" is "" (call me as soon
// as you can) or a slot's start in UTC, and its text consent is optional.

const base: Payload = {
  firstName: "Rosa",
  lastName: "Alvarez",
  email: "rosa@example.com",
  phone: "(213) 555-0117",
  callLanguage: "Spanish",
  topic: "No me pagaron las horas extra.",
  slot: "2026-11-30T17:00:00Z",
  termsAccepted: true,
  smsConsent: false,
  form_id: "call_booking",
  submissionId: "9b2f7c1e-8a4d-4e0b-9f3a-2c6d5e7f8a9b",
  elapsedMs: 12_000,
  language: "en",
};

const without = (payload: Payload, name: string): Payload =>
  Object.fromEntries(Object.entries(payload).filter(([key]) => key !== name));
const errorsOf = (payload: Payload) =>
  validatePayload(callBookingForm, payload, new Date(), [spanishFormText]);

describe("the call booking form's definition", () => {
  it("is read from config/forms with its slot field", () => {
    expect(callBookingForm.id).toBe("call-booking");
    expect(callBookingForm.endpoint).toBe("/api/call-bookings");
    expect(field(callBookingForm, "slot")).toEqual({
      name: "slot",
      kind: "slot",
      label: "a time for the call",
      required: false,
    });
    expect(optionsOf(callBookingForm, "callLanguage").map((o) => o.value)).toEqual(["English", "Spanish"]);
  });

  it.each([caseReviewForm, questionnaireForm, callBookingForm].map((f) => [f.id, f] as const))(
    "%s has a Spanish label for every field, and Spanish words for every option",
    (_id, form) => {
      const labels = spanishFormText.labels[form.id] ?? {};
      expect(form.fields.filter((f) => !labels[f.name]).map((f) => f.name)).toEqual([]);
      for (const f of form.fields)
        if ("options" in f)
          for (const o of f.options)
            expect(
              spanishFormText.options[form.id]?.[f.name]?.[o.value]?.label,
              `${f.name}: ${o.value}`,
            ).toBeTruthy();
    },
  );
});

describe("the slot field", () => {
  it("takes a slot's start, an empty string or nothing", () => {
    expect(errorsOf(base)).toEqual({});
    expect(errorsOf({ ...base, slot: "" })).toEqual({});
    expect(errorsOf(without(base, "slot"))).toEqual({});
  });

  it.each([
    "tomorrow at 9",
    "2026-11-30T17:00Z",
    "2026-11-30T17:00:00",
    "2026-11-30T17:00:00+00:00",
    "2026-11-30T17:00:00.000Z",
    "2026-11-30T24:00:00Z",
    "2026-02-30T17:00:00Z",
    " 2026-11-30T17:00:00Z",
    " ",
  ])("refuses %j with invalidSlot, in the submission's language", (slot) => {
    expect(errorsOf({ ...base, slot })).toEqual({ slot: ["Please pick one of the listed times."] });
    expect(errorsOf({ ...base, slot, language: "es" })).toEqual({
      slot: ["Por favor, elija una de las horas de la lista."],
    });
  });

  it("refuses a slot that is not a string", () => {
    for (const slot of [17, true, ["2026-11-30T17:00:00Z"], { start: "2026-11-30T17:00:00Z" }])
      expect(errorsOf({ ...base, slot }).slot, JSON.stringify(slot)).toHaveLength(1);
  });
});

describe("the rest of the form", () => {
  it("needs the terms but not the texts", () => {
    expect(errorsOf({ ...base, smsConsent: true })).toEqual({});
    expect(errorsOf(without(base, "smsConsent"))).toEqual({});
    expect(Object.keys(errorsOf({ ...base, termsAccepted: false }))).toEqual(["termsAccepted"]);
    expect(errorsOf({ ...base, smsConsent: "yes" }).smsConsent).toHaveLength(1);
  });

  it("needs a call language from its options, and keeps the topic short", () => {
    expect(errorsOf({ ...base, callLanguage: "" }).callLanguage).toHaveLength(1);
    expect(errorsOf({ ...base, callLanguage: "French" }).callLanguage).toHaveLength(1);
    expect(errorsOf({ ...base, topic: "x".repeat(501) }).topic).toHaveLength(1);
    expect(errorsOf({ ...base, topic: "x".repeat(500) })).toEqual({});
  });

  it("is sent as the API names its fields, the call language asking for that team's slots", () => {
    const data = { ...emptyCallBooking("es"), firstName: " Rosa ", lastName: "Alvarez", topic: "  " };
    expect(data.callLanguage).toBe("Spanish");
    expect(slotLanguageOf(data.callLanguage)).toBe("es");
    expect(slotLanguageOf("English")).toBe("en");
    expect(callBookingFields(data)).toEqual({
      firstName: "Rosa",
      lastName: "Alvarez",
      email: "",
      phone: "",
      callLanguage: "Spanish",
      slot: "",
      termsAccepted: false,
      smsConsent: false,
      form_id: "call_booking",
    });
  });

  it("forgets a chosen time in a saved draft: it may be gone by now", () => {
    const saved = { data: { ...emptyCallBooking("en"), firstName: "Ana", slot: "2026-11-30T17:00:00Z" } };
    expect(restoreCallBooking(saved, "en").data).toMatchObject({ firstName: "Ana", slot: "" });
  });
});
