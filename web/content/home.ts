import { homeSchema } from "./home-schema";
import { whoReadsRequests } from "./statements";

// Copy of the home page sections below the hero (the hero's heading and intro are in pages.ts).
export * from "./home-schema";

export const home = homeSchema.parse({
  servicesIntro:
    "Choose the problem closest to yours. You do not need to know the legal name for it: a case review sorts that out.",
  exploreLinks: [
    { label: "Know your workplace rights", href: "/workplace-rights" },
    { label: "See example case results", href: "/results" },
    { label: "Meet our attorneys", href: "/attorneys" },
  ],
  readingHeading: "Guides and articles",
  readingLinks: [
    { label: "California overtime rules, explained", href: "/guides/california-overtime-laws" },
    { label: "How workplace discrimination is proved", href: "/guides/proving-workplace-discrimination" },
    {
      label: "Fired for reporting harassment: what to do next",
      href: "/guides/fired-for-reporting-harassment",
    },
    { label: "California minimum wage today", href: "/blog/california-minimum-wage" },
    { label: "All articles on the blog", href: "/blog" },
  ],
  testimonialsHeading: "Stories from workers like you",
  howItWorks: {
    heading: "How it works",
    steps: [
      {
        title: "Tell us what happened",
        text: "Answer a few short questions online or call us. It takes about two minutes.",
      },
      {
        title: "We read it",
        text: `${whoReadsRequests} We contact you to talk it through.`,
      },
      {
        title: "You decide what to do",
        text: "We explain your options in plain words. There is no fee for the review and no pressure to go ahead.",
      },
    ],
  },
  attorneysHeading: "Our attorneys",
  attorneysIntro: "Licensed California attorneys who represent workers, never employers.",
  teamCardText: "A team of employment attorneys and intake staff across California.",
  faqHeading: "Common questions",
  contactHeading: "Talk to us",
  contactIntro: "Call, write or send a case review. Everything you tell us is confidential.",
  rippleHint: "Stop the button animation",
});

/** The home page's fixed labels: the services heading, its picture, buttons and links. */
export const homeLabels = {
  servicesHeading: "How we can help",
  servicesImageAlt: "Illustration of three workers in front of city buildings by the coast",
  consultationButton: "Get Free Consultation",
  learnMore: "Learn More",
  meetTheTeam: "Meet the team",
} as const;
