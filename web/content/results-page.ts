import { priorResultsDisclaimer } from "./statements";

/** The fixed words of a results category page and of one example's page (/results/...). */
export const resultsPageCopy = {
  categoryTitle: (category: string) => `${category} Results`,
  categoryDescription: (category: string) =>
    `The kinds of ${category.toLowerCase()} we handle for California workers. ${priorResultsDisclaimer}`,
  categoryIntro: `The kinds of cases in this category. Every case depends on its own facts. ${priorResultsDisclaimer}`,
  facts: {
    amount: "Settlement amount",
    type: "Type of case",
    whereAndWhen: "Where and when",
    time: "Time to resolve",
  },
  helpedHeading: "How we helped",
  everyCaseDiffers: "Every case is different: many take longer than this one, and some end with no recovery.",
  reviewButton: "Get Free Case Review",
  moreExamples: (category: string) => `More ${category.toLowerCase()} examples`,
  allResultsLink: "View All Case Results",
} as const;
