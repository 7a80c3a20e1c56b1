import { z } from "../lib/content-zod";

// The shape of content/home.ts, for both languages: its words come from the build's language
// (content/words/<language>/home.ts; docs/decisions/0030-facts-once-words-per-language.md).
const step = z.object({ title: z.string().min(3), text: z.string().min(20) });
const link = z.object({ label: z.string().min(3), href: z.string().startsWith("/") });

export const homeSchema = z.object({
  servicesIntro: z.string().min(20),
  exploreLinks: z.array(link).min(3),
  readingHeading: z.string().min(3),
  readingLinks: z.array(link).min(3),
  testimonialsHeading: z.string().min(3),
  howItWorks: z.object({ heading: z.string().min(3), steps: z.array(step).length(3) }),
  attorneysHeading: z.string().min(3),
  attorneysIntro: z.string().min(20),
  teamCardText: z.string().min(20),
  faqHeading: z.string().min(3),
  contactHeading: z.string().min(3),
  contactIntro: z.string().min(20),
  rippleHint: z.string().min(10),
});
