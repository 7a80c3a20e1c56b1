import { z } from "../lib/content-zod";
import { site } from "../lib/site-config";
import { fillIn, withWords } from "../lib/words";
import words from "#words/pages";
import { inWords } from "./in-words";
import { venueCounty, wcag } from "./legal/facts";
import { serviceIds } from "./service-ids";
import { priorResultsDisclaimer, whoReadsRequests } from "./statements";

// Head text and opening copy of the fixed pages. Bodies of the larger pages are filled in by
// the page issues; every page already has a real heading and a plain-language introduction.
// The words, in each language: content/words/<language>/pages.ts; the facts they name are here.
const pageCopySchema = z.object({
  title: z.string().min(3).max(70),
  description: z.string().min(50).max(160),
  heading: z.string().min(3),
  intro: z.string().min(20),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

/** The fixed pages, by key. */
const pageKeys = [
  "home",
  "services",
  "results",
  "attorneys",
  "workplace-rights",
  "about",
  "case-review",
  "form",
  "thank-you",
  "book",
  "book-scheduler",
  "booking",
  "agreement",
  "privacy",
  "terms",
  "accessibility",
  "disclaimer",
  "tools",
  "tools-deadlines",
  "tools-wage-calculator",
  "blog",
] as const;
export type PageKey = (typeof pageKeys)[number];

// The facts the words name.
const facts = {
  whoReadsRequests,
  priorResultsDisclaimer,
  city: site.address.city,
  serviceCount: inWords(serviceIds.length),
  venueCounty,
  wcagVersion: wcag.version,
  wcagLevel: wcag.level,
};

export const pages: Record<PageKey, PageCopy> = Object.fromEntries(
  withWords(
    "pages",
    pageKeys.map((id) => ({ id })),
    words.pages,
  ).map(({ id, ...copy }) => [
    id,
    pageCopySchema.parse({
      title: fillIn(copy.title, facts),
      description: fillIn(copy.description, facts),
      heading: fillIn(copy.heading, facts),
      intro: fillIn(copy.intro, facts),
    }),
  ]),
) as Record<PageKey, PageCopy>;

/** The link under a page that leads back to the home page. */
export const backHomeLabel = words.backHome;
