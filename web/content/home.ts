import { fillIn, withWords } from "../lib/words";
import words from "#words/home";
import { homeSchema } from "./home-schema";
import { whoReadsRequests } from "./statements";

// Copy of the home page sections below the hero (the hero's heading and intro are in pages.ts).
// The links' addresses are facts here; the words, in each language: content/words/<language>/home.ts.
export * from "./home-schema";

const exploreLinks = [
  { id: "workplace-rights", href: "/workplace-rights" },
  { id: "results", href: "/results" },
  { id: "attorneys", href: "/attorneys" },
];
const readingLinks = [
  { id: "california-overtime-laws", href: "/guides/california-overtime-laws" },
  { id: "proving-workplace-discrimination", href: "/guides/proving-workplace-discrimination" },
  { id: "fired-for-reporting-harassment", href: "/guides/fired-for-reporting-harassment" },
  { id: "california-minimum-wage", href: "/blog/california-minimum-wage" },
  { id: "blog", href: "/blog" },
];

export const home = homeSchema.parse({
  servicesIntro: words.servicesIntro,
  exploreLinks: withWords("home explore links", exploreLinks, words.exploreLinks).map(({ label, href }) => ({
    label,
    href,
  })),
  readingHeading: words.readingHeading,
  readingLinks: withWords("home reading links", readingLinks, words.readingLinks).map(({ label, href }) => ({
    label,
    href,
  })),
  testimonialsHeading: words.testimonialsHeading,
  howItWorks: {
    heading: words.howItWorks.heading,
    steps: words.howItWorks.steps.map(({ title, text }) => ({
      title,
      text: fillIn(text, { whoReadsRequests }),
    })),
  },
  attorneysHeading: words.attorneysHeading,
  attorneysIntro: words.attorneysIntro,
  teamCardText: words.teamCardText,
  faqHeading: words.faqHeading,
  contactHeading: words.contactHeading,
  contactIntro: words.contactIntro,
  rippleHint: words.rippleHint,
});

/** The home page's fixed labels: the services heading, its picture, buttons and links. */
export const homeLabels = words.labels;
