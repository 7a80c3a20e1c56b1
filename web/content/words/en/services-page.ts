// The words of content/services-page.ts: the /services page and the headings of every service
// page. The "More help" links' targets are facts in content/services-page.ts, by the same ids.
export default {
  resourcesHeading: "More help",
  resources: {
    "workplace-rights": { label: "Know your workplace rights, with a two-question check" },
    results: { label: "Example case results" },
    attorneys: { label: "Meet our attorneys" },
    blog: { label: "Articles on the blog" },
    book: { label: "Schedule a call" },
  },
  guidesHeading: "Step-by-step guides",
  faqHeading: "Common questions",
  /** The headings and fixed sentences of every service detail page (components/sections/service-page.tsx). */
  servicePage: {
    casesWon: (area: string) => `${area.toLowerCase()} cases won`,
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
  },
};
