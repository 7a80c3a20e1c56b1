import { z } from "../lib/content-zod";

// The shape of content/calls-to-action.ts, for both languages: its words come from the build's
// language (content/words/<language>/calls-to-action.ts; docs/decisions/0030).
const linkSchema = z.object({ label: z.string().min(3), href: z.string().regex(/^(\/|tel:)/) });

export const ctaSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(20),
  primary: linkSchema,
  secondary: linkSchema,
});
export type CallToAction = z.infer<typeof ctaSchema>;

export const pageKinds = ["services", "attorneys", "results", "blog"] as const;
export type PageKind = (typeof pageKinds)[number];

export const relatedLinkSchema = z.object({
  title: z.string().min(3),
  path: z.string().startsWith("/"),
  description: z.string().min(10),
  reason: z.string().min(10),
});
export type RelatedLink = z.infer<typeof relatedLinkSchema>;
