import { z } from "@/lib/zod";

// Field schemas that more than one staff API answer uses.

/** A text the server may send as null or leave out: read as "". */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/** A text that means something only when present (an instant, a user name): null when absent. */
export const nullableText = z
  .string()
  .nullish()
  .transform((v) => v || null);

/** The languages a lead, its texts and a staff member's calls can be in. */
export const leadLanguages = ["en", "es"] as const;
export type LeadLanguage = (typeof leadLanguages)[number];
export const leadLanguageLabels: Record<LeadLanguage, string> = { en: "English", es: "Spanish" };
/** A lead's language: "" while unknown (a lead that began with a text, until staff set it). */
export type KnownOrUnknownLanguage = LeadLanguage | "";
export const languageOrUnknown = z.enum([...leadLanguages, ""]);
