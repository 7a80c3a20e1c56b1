// The words of content/home.ts: the home page's sections below the hero (the hero's heading and
// intro are content/words/<language>/pages.ts's). Links are keyed by id; their addresses are facts
// in content/home.ts. {whoReadsRequests} is content/statements.ts's.
export default {
  servicesIntro:
    "Choose the problem closest to yours. You do not need to know the legal name for it: a case review sorts that out.",
  exploreLinks: {
    "workplace-rights": { label: "Know your workplace rights" },
    results: { label: "See example case results" },
    attorneys: { label: "Meet our attorneys" },
  },
  readingHeading: "Guides and articles",
  readingLinks: {
    "california-overtime-laws": { label: "California overtime rules, explained" },
    "proving-workplace-discrimination": { label: "How workplace discrimination is proved" },
    "fired-for-reporting-harassment": { label: "Fired for reporting harassment: what to do next" },
    "california-minimum-wage": { label: "California minimum wage today" },
    blog: { label: "All articles on the blog" },
  },
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
        text: "{whoReadsRequests} We contact you to talk it through.",
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
  /** The home page's fixed labels: the services heading, its picture, buttons and links. */
  labels: {
    servicesHeading: "How we can help",
    servicesImageAlt: "Illustration of three workers in front of city buildings by the coast",
    consultationButton: "Get Free Consultation",
    learnMore: "Learn More",
    meetTheTeam: "Meet the team",
  },
};
