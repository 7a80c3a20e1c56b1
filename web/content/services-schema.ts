import { z } from "../lib/content-zod";
import { serviceIds } from "./service-ids";

export { serviceIds, type ServiceIdName } from "./service-ids";

// The shape of content/services.ts, for both languages: content/services.ts joins its facts with
// the words of the build's language (content/words/<language>/services.ts) and re-exports this.
// Legal figures here follow ../shared/content-facts.md; check it before changing any of them.

const text = z.string().min(10);
const titled = z.object({ title: z.string().min(3), text });
const link = z.object({ label: z.string().min(3), href: z.string().regex(/^(\/|https:\/\/)/) });

export const serviceSchema = z.object({
  id: z.enum(serviceIds),
  title: z.string().min(3),
  summary: z.string().min(20).max(200),
  /** Short label for badges and the home accordion ("Discrimination"). */
  shortTitle: z.string().min(3),
  longDescription: z.array(text).min(1),
  examples: z.array(z.string().min(3)).min(3),
  commonIssues: z.array(titled).min(4),
  protections: z.array(titled).min(3),
  remedies: z.array(z.string().min(5)).min(3),
  resources: z.array(link).min(2),
  /** Extra panels some pages carry (the six types, overtime and break rules, warning signs). */
  extras: z.array(
    z.object({
      kind: z.enum(["types", "overtime", "breaks", "signs"]),
      heading: z.string().min(3),
      intro: text,
      items: z.array(titled).min(3),
    }),
  ),
});
export type Service = z.infer<typeof serviceSchema>;
