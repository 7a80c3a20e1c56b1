// The words of /tools, of the pointer to the tools on other pages and the caution both tools
// show, for content/tools-index.ts (kept apart from content/tools.ts so the pages that only link
// to the tools do not download the tools' words). Cards by tool id; the links are facts there.
export default {
  cards: {
    deadlines: {
      title: "Am I too late?",
      text: "Pick what happened and when. See the filing deadlines that may apply, the days left and where to file.",
      action: "Check my deadlines",
    },
    "wage-calculator": {
      title: "How much could I be owed?",
      text: "Enter your pay and hours. See unpaid overtime, break pay, minimum wage shortfall and late final pay penalties, with the math.",
      action: "Estimate my unpaid wages",
    },
  },
  /** The short pointer placed on the home page, the service pages and the wage articles. */
  promo: {
    heading: "Not sure where you stand?",
    text: "Two free tools give you a first answer in a minute: the filing deadlines that may apply to you, and an estimate of unpaid wages.",
    deadlines: "Check filing deadlines",
    wages: "Estimate unpaid wages",
  },
  /** What the two tools always say: an estimate, never a promise. */
  caution:
    "This is an estimate from general rules, not legal advice. Your real deadlines and amounts depend on the facts of your case, and some rules can pause or extend the clock. Talk to a lawyer before you rely on it.",
};
