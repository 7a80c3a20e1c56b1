import { hasInvisibleCharacters } from "@/lib/invisible-characters";
import { isSlotStart } from "@/lib/slot-start";
import {
  message,
  rules,
  type FieldDefinition,
  type FormDefinition,
  type MessageKey,
  type Translation,
} from "./definitions";

// The same rules as the C++ server (server/src/intake), from the same definitions; the shared
// fixtures in config/forms/fixtures are checked against both.
export type FieldErrors = Record<string, string[]>;
export type Payload = Record<string, unknown>;

/**
 * An optional one-line answer as a payload entry: trimmed, and left out when empty (the server
 * takes such a field absent or as ""; absent keeps an empty answer out of the stored lead).
 */
export function optionalAnswer(name: string, value: string | undefined): Payload {
  const trimmed = (value ?? "").trim();
  return trimmed ? { [name]: trimmed } : {};
}

// The text rule of config/forms/rules.json "textRuleAbout", as the server's common::HasControlCharacters:
// no C0 or C1 control, DEL, bidi override or isolate, or line or paragraph separator in one-line
// fields; text in several lines ("multiline": true) may keep LF and CR, and nothing else of these.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlAny = /[\u0000-\u001f\u007f-\u009f\u2028-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlInText = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028-\u202e\u2066-\u2069]/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Length in Unicode code points, as the server counts it. */
export function codePoints(s: string): number {
  return [...s].length;
}

const emailPattern = new RegExp(rules.formats.email.pattern);

/** formats.email in config/forms/rules.json: the server checks the same pattern. */
export function isValidEmail(email: string): boolean {
  return email.length <= rules.formats.email.maxLength && emailPattern.test(email);
}

/** "(310) 555-0142", "+1 310-555-0142" -> "+13105550142"; null if not a US number. */
export function normalizePhone(phone: string): string | null {
  if (!/^[0-9()+\-. ]+$/.test(phone)) return null;
  let digits = phone.replace(/[()\-. ]/g, "");
  if (digits.startsWith("+1")) digits = digits.slice(2);
  else if (digits.startsWith("+")) return null;
  else if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return /^[2-9]\d{9}$/.test(digits) ? `+1${digits}` : null;
}

function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Checks a YYYY-MM-DD date; returns a message key or null when it is fine. */
export function dateProblem(
  value: string,
  now: Date = new Date(),
): "invalidDate" | "futureDate" | "dateTooEarly" | null {
  const m = isoDate.exec(value);
  if (!m) return "invalidDate";
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return "invalidDate";
  if (value < rules.dateRange.earliest) return "dateTooEarly";
  if (value > addDays(utcToday(now), rules.dateRange.latestDaysAfterUtcToday)) return "futureDate";
  return null;
}

type EstimateDefinition = Extract<FieldDefinition, { kind: "estimate" }>;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function hasExactly(v: Record<string, unknown>, keys: readonly string[]): boolean {
  const present = Object.keys(v);
  return present.length === keys.length && keys.every((k) => k in v);
}

function distinctFrom(v: unknown, allowed: readonly string[]): v is string[] {
  return (
    Array.isArray(v) &&
    v.length > 0 &&
    v.every((x) => typeof x === "string" && allowed.includes(x)) &&
    new Set(v).size === v.length
  );
}

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** The estimate a worker tool attaches (config/forms/case-review.json `estimate`): sound or not. */
export function estimateIsValid(def: EstimateDefinition, value: unknown, now: Date): boolean {
  if (!isRecord(value)) return false;
  if (value.tool === "deadlines") {
    return (
      hasExactly(value, ["tool", "incidentDate", "situations", "publicEmployer"]) &&
      typeof value.incidentDate === "string" &&
      dateProblem(value.incidentDate, now) === null &&
      distinctFrom(value.situations, def.situations) &&
      typeof value.publicEmployer === "boolean"
    );
  }
  if (value.tool !== "wages" || !hasExactly(value, ["tool", "hourlyRate", "weeks", "lines", "totalUsd"]))
    return false;
  const { hourlyRate, weeks, lines, totalUsd } = value;
  if (!isNumber(hourlyRate) || hourlyRate <= 0 || hourlyRate > def.maxHourlyRate) return false;
  if (!Number.isInteger(weeks) || (weeks as number) < 1 || (weeks as number) > def.maxWeeks) return false;
  if (!Array.isArray(lines) || lines.length === 0 || !isNumber(totalUsd)) return false;
  const sound = lines.every(
    (line) =>
      isRecord(line) &&
      hasExactly(line, ["id", "amountUsd"]) &&
      isNumber(line.amountUsd) &&
      line.amountUsd >= 0 &&
      line.amountUsd <= def.maxAmountUsd,
  );
  if (
    !sound ||
    !distinctFrom(
      lines.map((line: Record<string, unknown>) => line.id),
      def.wageLines,
    )
  )
    return false;
  const sum = lines.reduce((total: number, line: { amountUsd: number }) => total + line.amountUsd, 0);
  // The server allows the same cent plus a hair for binary rounding (server/src/intake/validation.cpp).
  return Math.abs(sum - totalUsd) <= 0.01 + 1e-9;
}

function isBlank(v: unknown): boolean {
  return typeof v !== "string" || v.trim() === "";
}

/** The words of one submission's errors: the messages and field labels of its language. */
export type ErrorText = {
  say: (key: MessageKey, params?: { label?: string; max?: number }) => string;
  label: (def: FieldDefinition) => string;
};

const englishText: ErrorText = { say: (key, params) => message(key, params), label: (def) => def.label };

/** The error words of `form` in the translation's language (English without one). */
export function errorText(form: FormDefinition, translation?: Translation): ErrorText {
  if (!translation) return englishText;
  return {
    say: (key, params) => message(key, params, translation),
    label: (def) => translation.labels[form.id]?.[def.name] ?? def.label,
  };
}

/** Errors of one field given the whole payload (some rules look at a partner field). */
export function fieldErrors(
  def: FieldDefinition,
  payload: Payload,
  now: Date = new Date(),
  text: ErrorText = englishText,
): string[] {
  const value = payload[def.name];
  const label = text.label(def);
  const absent = value === undefined || value === null;
  switch (def.kind) {
    case "multiChoice": {
      const other = def.otherField ? payload[def.otherField] : undefined;
      if (absent) return [text.say(def.otherField ? "requiredOneOrOther" : "requiredChoice", { label })];
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) return [text.say("wrongType")];
      if (value.some((v) => !def.options.some((o) => o.value === v)))
        return [text.say("invalidOption", { label })];
      if (def.required && value.length === 0 && (!def.otherField || isBlank(other))) {
        return [text.say(def.otherField ? "requiredOneOrOther" : "requiredChoice", { label })];
      }
      return [];
    }
    case "choice":
    case "choiceOrDate": {
      if (absent || value === "") return def.required ? [text.say("requiredChoice", { label })] : [];
      if (typeof value !== "string") return [text.say("wrongType")];
      if (def.kind === "choiceOrDate") {
        if (value !== def.dateOption && def.options.some((o) => o.value === value)) return [];
        const problem = dateProblem(value, now);
        return problem ? [text.say(problem)] : [];
      }
      if (!def.options.some((o) => o.value === value)) return [text.say("invalidOption", { label })];
      if (def.eligible && !def.eligible.includes(value)) return [text.say("notEligible")];
      return [];
    }
    case "text":
    case "utm":
    case "name":
    case "email":
    case "phone": {
      if (absent) return def.required ? [text.say("requiredText", { label })] : [];
      if (typeof value !== "string") return [text.say("wrongType")];
      if (def.required && value.trim() === "") return [text.say("requiredText", { label })];
      if (codePoints(value) > def.maxLength) return [text.say("tooLong", { label, max: def.maxLength })];
      const multiline = def.kind === "text" && def.multiline === true;
      if ((multiline ? controlInText : controlAny).test(value)) {
        return [text.say(multiline ? "controlCharactersInText" : "controlCharacters", { label })];
      }
      // rules.json "invisibleRuleAbout": one line refuses hidden characters; several lines keep them.
      if (
        (def.kind === "text" || def.kind === "name" || def.kind === "utm") &&
        !multiline &&
        hasInvisibleCharacters(value)
      ) {
        return [text.say("invisibleCharacters", { label })];
      }
      if (def.kind === "email" && !isValidEmail(value.trim())) return [text.say("invalidEmail")];
      if (def.kind === "phone" && !normalizePhone(value.trim())) return [text.say("invalidPhone")];
      return [];
    }
    case "consent":
      // As the server: an optional box may be left unticked (absent or false).
      if (!absent && typeof value !== "boolean") return [text.say("wrongType")];
      return value === true || !def.required ? [] : [text.say("consentRequired")];
    case "slot":
      // "" or absent: no time chosen ("call me as soon as you can"). Not trimmed, as the server.
      if (absent || value === "") return def.required ? [text.say("requiredText", { label })] : [];
      if (typeof value !== "string") return [text.say("wrongType")];
      return isSlotStart(value) ? [] : [text.say("invalidSlot", { label })];
    case "estimate":
      if (absent) return [];
      return estimateIsValid(def, value, now) ? [] : [text.say("invalidEstimate")];
    case "constant":
      if (absent) return [text.say("constantMismatch")];
      if (typeof value !== "string") return [text.say("wrongType")];
      return value === def.value ? [] : [text.say("constantMismatch")];
  }
}

function envelopeErrors(payload: Payload, text: ErrorText): FieldErrors {
  const errors: FieldErrors = {};
  const id = payload.submissionId;
  if (typeof id !== "string" || !uuid.test(id)) errors.submissionId = [text.say("invalidSubmissionId")];
  const elapsed = payload.elapsedMs;
  if (
    typeof elapsed !== "number" ||
    !Number.isInteger(elapsed) ||
    elapsed < 0 ||
    elapsed > rules.maxElapsedMs
  )
    errors.elapsedMs = [text.say("wrongType")];
  const landing = payload.landingPage;
  if (landing !== undefined) {
    if (typeof landing !== "string") errors.landingPage = [text.say("wrongType")];
    else if (!landing.startsWith("/") || codePoints(landing) > 2000 || controlAny.test(landing)) {
      errors.landingPage = [text.say("wrongType")];
    }
  }
  const honeypot = payload.website;
  if (honeypot !== undefined && typeof honeypot !== "string") errors.website = [text.say("wrongType")];
  return errors;
}

/**
 * Every error of a whole payload, keyed by field, as the server answers them in a 422. The
 * payload's "language" picks the words (from `translations`; English when it is absent), as the
 * server does; a language the site does not have is itself an error, in English.
 */
export function validatePayload(
  form: FormDefinition,
  payload: Payload,
  now: Date = new Date(),
  translations: readonly Translation[] = [],
): FieldErrors {
  const language = payload.language;
  const knownLanguage =
    language === undefined ||
    language === null ||
    (typeof language === "string" && rules.languages.includes(language));
  const text = errorText(
    form,
    translations.find((t) => t.language === language),
  );
  const errors: FieldErrors = envelopeErrors(payload, text);
  if (!knownLanguage) errors.language = [message("invalidLanguage")];
  const known = new Set([...form.fields.map((f) => f.name), ...rules.envelope.map((e) => e.name)]);
  for (const key of Object.keys(payload)) if (!known.has(key)) errors[key] = [text.say("unknownField")];
  for (const def of form.fields) {
    const found = fieldErrors(def, payload, now, text);
    if (found.length > 0) errors[def.name] = found;
  }
  return errors;
}
