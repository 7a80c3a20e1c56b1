import { provenanceSchema } from "../lib/provenance";
import { z } from "../lib/content-zod";

// The shape of content/attorneys.ts and its pure helpers, for both languages: content/attorneys.ts
// (English) and content/es/attorneys.ts (Spanish) hold the words and re-export this, so Spanish pages
// carry no English text (docs/decisions/0017-spanish-build.md).
export const attorneySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(3),
    title: z.string().min(3),
    location: z.string().min(3),
    education: z.array(z.object({ school: z.string().min(3), degree: z.string().min(2) })).min(1),
    bio: z.array(z.string().min(40)).min(2),
    specialties: z.array(z.string().min(3)).min(3),
    awards: z.array(z.string().min(3)).optional(),
    linkedin: z.url({ protocol: /^https$/ }),
    stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(3) })).min(2),
    provenance: provenanceSchema,
  })
  .strict();
export type Attorney = z.infer<typeof attorneySchema> & { initials: string };

/** "Dana M. Reyes" -> "DR": the letters of the drawn avatar (middle initials and titles skipped). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && !w.endsWith("."));
  const letters = words.map((w) => w.charAt(0).toUpperCase());
  return (letters.length > 2 ? [letters[0], letters.at(-1)] : letters).join("") || "?";
}

/** The id of the responsible attorney's profile. */
export const responsibleAttorneyId = "managing-attorney";
