// The words of content/results-page.ts: a results category page and one example's page.
// {priorResultsDisclaimer} is content/statements.ts's.
export default {
  categoryTitle: (category: string) => `${category} Results`,
  categoryDescription: (category: string, disclaimer: string) =>
    `The kinds of ${category.toLowerCase()} we handle for California workers. ${disclaimer}`,
  categoryIntro:
    "The kinds of cases in this category. Every case depends on its own facts. {priorResultsDisclaimer}",
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
};
