import { z } from "@/lib/content-zod";
import caseReviewRaw from "../../../config/forms/case-review.json";
import questionnaireRaw from "../../../config/forms/harassment-questionnaire.json";
import rulesRaw from "../../../config/forms/rules.json";
import { formTranslation } from "./form-text";
import { messageKeys, type MessageKey, type Translation } from "./messages";

// The intake forms are defined once, in config/forms, and read by this client and by the C++
// server. A definition that does not fit these schemas fails the web build: the prerender and the
// unit tests parse them with real zod; the browser, which gets the same JSON the build checked,
// gets the inert stand-in (lib/content-zod.ts), so the forms load without zod (issue 17).
// `label`: the English words shown when they differ from the value sent (a code, like the
// case review's employerType); other languages' words are in config/forms/<language>.json.
const option = z.object({
  value: z.string().min(1),
  label: z.string().min(1).optional(),
  hint: z.string().optional(),
});
const base = { name: z.string().min(1), label: z.string().min(1), required: z.boolean() };

export const fieldSchema = z.discriminatedUnion("kind", [
  z.object({
    ...base,
    kind: z.literal("multiChoice"),
    options: z.array(option).min(1),
    otherField: z.string().optional(),
  }),
  z.object({
    ...base,
    kind: z.literal("choice"),
    options: z.array(option).min(1),
    eligible: z.array(z.string()).optional(),
  }),
  z.object({
    ...base,
    kind: z.literal("choiceOrDate"),
    options: z.array(option).min(1),
    dateOption: z.string(),
  }),
  z.object({
    ...base,
    kind: z.literal("text"),
    maxLength: z.number().int().positive(),
    // Written in several lines: line breaks allowed (rules.json "textRuleAbout").
    multiline: z.boolean().optional(),
  }),
  z.object({ ...base, kind: z.literal("name"), maxLength: z.number().int().positive() }),
  z.object({ ...base, kind: z.literal("email"), maxLength: z.number().int().positive() }),
  z.object({ ...base, kind: z.literal("phone"), maxLength: z.number().int().positive() }),
  z.object({ ...base, kind: z.literal("consent") }),
  z.object({ ...base, kind: z.literal("constant"), value: z.string() }),
  z.object({ ...base, kind: z.literal("utm"), maxLength: z.number().int().positive() }),
  // A call's time: "" (call me as soon as you can) or a slot's start in UTC (docs/booking-api.md).
  z.object({ ...base, kind: z.literal("slot") }),
  z.object({
    ...base,
    kind: z.literal("estimate"),
    situations: z.array(z.string().min(1)).min(1),
    wageLines: z.array(z.string().min(1)).min(1),
    maxHourlyRate: z.number().positive(),
    maxWeeks: z.number().int().positive(),
    maxAmountUsd: z.number().positive(),
  }),
]);
export type FieldDefinition = z.infer<typeof fieldSchema>;

export const formSchema = z.object({
  id: z.enum(["case-review", "harassment-questionnaire", "call-booking"]),
  endpoint: z.string().startsWith("/api/"),
  fields: z.array(fieldSchema).min(1),
});
export type FormDefinition = z.infer<typeof formSchema>;

export { type MessageKey } from "./messages";

export const rulesSchema = z.object({
  envelope: z.array(
    z.object({
      name: z.string(),
      kind: z.string(),
      required: z.boolean(),
      maxLength: z.number().int().positive().optional(),
    }),
  ),
  minElapsedMs: z.number().int().nonnegative(),
  maxElapsedMs: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  formats: z.object({
    // One address rule for the browser and the server (std::regex, ECMAScript syntax).
    email: z.object({
      pattern: z
        .string()
        .regex(/^\^.*\$$/)
        .refine((p) => {
          try {
            new RegExp(p);
            return true;
          } catch {
            return false;
          }
        }, "not a valid regular expression"),
      maxLength: z.number().int().min(6).max(254),
    }),
  }),
  maxBodyBytes: z.number().int().positive(),
  rateLimit: z.object({
    perAddress: z.number().int().positive(),
    windowSeconds: z.number().int().positive(),
  }),
  dateRange: z.object({ earliest: z.iso.date(), latestDaysAfterUtcToday: z.number().int().nonnegative() }),
  /** What a submission's "language" may be; the first (English) is the default. */
  languages: z
    .array(z.string().length(2))
    .min(1)
    .refine((l) => l[0] === "en", "English comes first"),
  messages: z.record(z.enum(messageKeys), z.string().min(5)),
});
export type Rules = z.infer<typeof rulesSchema>;

export { type Translation } from "./messages";

export const caseReviewForm: FormDefinition = formSchema.parse(caseReviewRaw);
export const questionnaireForm: FormDefinition = formSchema.parse(questionnaireRaw);
export const rules: Rules = rulesSchema.parse(rulesRaw);

export function field(form: FormDefinition, name: string): FieldDefinition {
  const found = form.fields.find((f) => f.name === name);
  if (!found) throw new Error(`form ${form.id} has no field ${name}`);
  return found;
}

/** The length limit of a text-like field, for the input's maxLength (the server checks the same). */
export function maxLengthOf(form: FormDefinition, name: string): number | undefined {
  const f = field(form, name);
  return "maxLength" in f ? f.maxLength : undefined;
}

/**
 * Options of a choice-like field, for rendering: the value sent, and in a translated build the
 * words shown for it (its label and hint in that language, config/forms/<language>.json).
 */
export function optionsOf(
  form: FormDefinition,
  name: string,
): { value: string; label?: string; hint?: string }[] {
  const f = field(form, name);
  if (!("options" in f)) return [];
  const words = formTranslation?.options[form.id]?.[name];
  return f.options.map((o) => ({ ...o, ...words?.[o.value] }));
}

export function message(
  key: MessageKey,
  params: { label?: string; max?: number } = {},
  translation?: Translation,
): string {
  return (translation?.messages[key] ?? rules.messages[key])
    .replace("{label}", params.label ?? "")
    .replace("{max}", params.max === undefined ? "" : String(params.max));
}
