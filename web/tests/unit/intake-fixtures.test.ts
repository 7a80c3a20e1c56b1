// @vitest-environment node
import { describe, expect, it } from "vitest";
import callBookingFixtures from "../../../config/forms/fixtures/call-booking.json";
import caseReviewFixtures from "../../../config/forms/fixtures/case-review.json";
import questionnaireFixtures from "../../../config/forms/fixtures/harassment-questionnaire.json";
import { caseReviewForm, questionnaireForm, type FormDefinition } from "@/lib/intake-form/definitions";
import { callBookingForm } from "@/features/booking/call-booking";
import { spanishFormText } from "@/lib/intake-form/spanish";
import { normalizePhone, validatePayload, type Payload } from "@/lib/intake-form/validate";

// The same fixtures are checked by the C++ suite (server/src/intake), so client and server agree.
type Case = {
  name: string;
  set?: Record<string, unknown>;
  remove?: string[];
  stored?: Record<string, unknown>;
};
type Fixtures = { base: Payload; valid: Case[]; invalid: (Case & { errors: Record<string, string[]> })[] };

function expand(value: unknown): unknown {
  if (value && typeof value === "object" && "$repeat" in value) {
    const { $repeat, times } = value as { $repeat: string; times: number };
    return $repeat.repeat(times);
  }
  return value;
}

function build(fixtures: Fixtures, c: Case): Payload {
  const payload: Payload = structuredClone(fixtures.base);
  for (const [key, value] of Object.entries(c.set ?? {})) payload[key] = expand(value);
  for (const key of c.remove ?? []) delete payload[key];
  return payload;
}

const suites: [string, FormDefinition, Fixtures][] = [
  ["case review", caseReviewForm, caseReviewFixtures as unknown as Fixtures],
  ["harassment questionnaire", questionnaireForm, questionnaireFixtures as unknown as Fixtures],
  ["call booking", callBookingForm, callBookingFixtures as unknown as Fixtures],
];

for (const [title, form, fixtures] of suites) {
  describe(`${title} fixtures`, () => {
    it.each(fixtures.valid.map((c) => [c.name, c] as const))("accepts: %s", (_, c) => {
      const payload = build(fixtures, c);
      expect(validatePayload(form, payload, new Date(), [spanishFormText])).toEqual({});
      if (c.stored?.phone) expect(normalizePhone(String(payload.phone))).toBe(c.stored.phone);
      if (c.stored?.incidentDate) expect(payload.incidentDate).toBe(c.stored.incidentDate);
      if (c.stored?.employerName) expect(payload.employerName).toBe(c.stored.employerName);
      if (c.stored && "slot" in c.stored) expect(payload.slot).toBe(c.stored.slot);
    });

    it.each(fixtures.invalid.map((c) => [c.name, c] as const))("refuses: %s", (_, c) => {
      expect(validatePayload(form, build(fixtures, c), new Date(), [spanishFormText])).toEqual(c.errors);
    });

    it("has a Spanish label for every field (the server refuses to start without one)", () => {
      const labels = spanishFormText.labels[form.id] ?? {};
      expect(form.fields.filter((f) => !labels[f.name]).map((f) => f.name)).toEqual([]);
    });
  });
}

describe("the Spanish words", () => {
  it("are used only for a Spanish submission", () => {
    const payload = structuredClone((caseReviewFixtures as unknown as Fixtures).base);
    delete payload.firstName;
    expect(validatePayload(caseReviewForm, payload, new Date(), [spanishFormText]).firstName).toEqual([
      "Please enter your first name.",
    ]);
    payload.language = "es";
    expect(validatePayload(caseReviewForm, payload, new Date(), [spanishFormText]).firstName).toEqual([
      "Por favor, escriba su nombre.",
    ]);
  });
});
