import spanishRaw from "../../../config/forms/es.json";
import { z } from "@/lib/content-zod";
import { messageKeys, type Translation } from "./messages";

const translationSchema = z.object({
  language: z.string().length(2),
  messages: z.record(z.enum(messageKeys), z.string().min(5)),
  labels: z.record(z.string(), z.record(z.string(), z.string().min(1))),
  options: z.record(
    z.string(),
    z.record(
      z.string(),
      z.record(z.string(), z.object({ label: z.string().min(1), hint: z.string().optional() })),
    ),
  ),
});

/** A translation file (config/forms/<language>.json) checked against the shape the forms read. */
export function parseTranslation(raw: unknown): Translation {
  return translationSchema.parse(raw) satisfies Translation;
}

/**
 * The Spanish error messages and field labels of the intake forms (config/forms/es.json, the file
 * the server reads too), whatever the build's language: for tests that check the Spanish words.
 * The Spanish build's forms read them through form-text.ts beside this file.
 */
export const spanishFormText: Translation = parseTranslation(spanishRaw);
