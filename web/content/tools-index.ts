// The words of /tools and of the pointer to it on other pages; kept apart from content/tools.ts so
// the pages that only link to the tools do not download the tools' copy.

export const toolsIndex = {
  cards: [
    {
      href: "/tools/deadlines",
      title: "Am I too late?",
      text: "Pick what happened and when. See the filing deadlines that may apply, the days left and where to file.",
      action: "Check my deadlines",
    },
    {
      href: "/tools/wage-calculator",
      title: "How much could I be owed?",
      text: "Enter your pay and hours. See unpaid overtime, break pay, minimum wage shortfall and late final pay penalties, with the math.",
      action: "Estimate my unpaid wages",
    },
  ],
  /** The short pointer placed on the home page, the service pages and the wage articles. */
  promo: {
    heading: "Not sure where you stand?",
    text: "Two free tools give you a first answer in a minute: the filing deadlines that may apply to you, and an estimate of unpaid wages.",
    deadlines: "Check filing deadlines",
    wages: "Estimate unpaid wages",
  },
} as const;
