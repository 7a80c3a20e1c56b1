import { z } from "@/lib/content-zod";
import words from "#words/form-text";
import { messageKeys, type Translation } from "./messages";

// The intake forms' words in this build's language beyond English (docs/decisions/0017): none in
// the English build. The word catalog (content/words/<language>/form-text.ts) holds the raw file,
// so only Spanish pages load config/forms/es.json.
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

const raw = words.translation();
export const formTranslation: Translation | null = raw === null ? null : parseTranslation(raw);
