import { z } from "../lib/content-zod";
import { withWords } from "../lib/words";
import words from "#words/services-page";

// The /services page and the fixed words of every service page. The facts are the "More help"
// links' targets, in order; the words are content/words/<language>/services-page.ts (lib/words.ts).
const link = z.object({ label: z.string().min(3), href: z.string().startsWith("/") });

const resources = [
  { id: "workplace-rights", href: "/workplace-rights" },
  { id: "results", href: "/results" },
  { id: "attorneys", href: "/attorneys" },
  { id: "blog", href: "/blog" },
  { id: "book", href: "/book" },
];

export const servicesPage = z
  .object({
    resourcesHeading: z.string().min(3),
    resources: z.array(link).min(3),
    guidesHeading: z.string().min(3),
    faqHeading: z.string().min(3),
  })
  .parse({
    resourcesHeading: words.resourcesHeading,
    resources: withWords("services page links", resources, words.resources).map(({ label, href }) => ({
      label,
      href,
    })),
    guidesHeading: words.guidesHeading,
    faqHeading: words.faqHeading,
  });

/** The headings and fixed sentences of every service detail page (components/sections/service-page.tsx). */
export const servicePageCopy = words.servicePage;
