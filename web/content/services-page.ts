import { z } from "../lib/zod";

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
