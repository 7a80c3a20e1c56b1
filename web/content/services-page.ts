import { z } from "../lib/content-zod";

const link = z.object({ label: z.string().min(3), href: z.string().startsWith("/") });

export const servicesPage = z
  .object({
    resourcesHeading: z.string().min(3),
    resources: z.array(link).min(3),
    guidesHeading: z.string().min(3),
    faqHeading: z.string().min(3),
  })
  .parse({
    resourcesHeading: "More help",
    resources: [
      { label: "Know your workplace rights, with a two-question check", href: "/workplace-rights" },
      { label: "Example case results", href: "/results" },
      { label: "Meet our attorneys", href: "/attorneys" },
      { label: "Articles on the blog", href: "/blog" },
      { label: "Schedule a call", href: "/book" },
    ],
    guidesHeading: "Step-by-step guides",
    faqHeading: "Common questions",
  });

/** The headings and fixed sentences of every service detail page (components/sections/service-page.tsx). */
export const servicePageCopy = {
  aboutHeading: "What it means",
  issuesHeading: "Common problems",
  protectionsHeading: "Laws that protect you",
  remediesHeading: "What you may be able to recover",
  remediesNote: "What is available depends on the facts of your case.",
  samplesHeading: "Example results",
  storiesHeading: "Stories from workers",
  faqHeading: "Questions people ask",
  relatedHeading: "Related",
  othersHeading: "Other ways we help",
  backLabel: "Back to Services",
  resourcesHeading: "Helpful resources",
  contactHeading: "Talk to us about your case",
  contactIntro: "The review is free and confidential. Call, email or start a case review.",
} as const;
