import spanishRaw from "../../../../config/forms/es.json";
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

/**
 * The Spanish error messages and field labels of the intake forms (config/forms/es.json, the file
 * the server reads too). Only Spanish pages import this module, so English pages never load it.
 */
export const spanishFormText: Translation = translationSchema.parse(spanishRaw) satisfies Translation;
