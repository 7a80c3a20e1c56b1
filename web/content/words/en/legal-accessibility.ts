// The words of the accessibility statement (content/legal/accessibility.ts), by section id. The
// standard we aim at and how soon we answer are facts there: {wcagVersion}, {wcagLevel},
// {replyWithinBusinessDays}; {howToReach} is content/legal/shared.ts's sentence.
export default {
  sections: {
    goal: {
      heading: "Our goal",
      paragraphs: [
        "We want everyone to be able to read this site and reach us, whatever device or assistive technology they use. We aim to meet the Web Content Accessibility Guidelines (WCAG) {wcagVersion} at level {wcagLevel}.",
      ],
    },
    "what-we-do": {
      heading: "What we do",
      list: [
        "every page works with a keyboard alone, with a visible focus outline",
        "pages are built with real headings, buttons and labels for screen readers",
        "text and buttons meet color contrast requirements, and color is never the only signal",
        "moving content can be paused, and stays still if your device asks for reduced motion",
        "every page is tested automatically with an accessibility checker at phone and desktop widths",
      ],
    },
    "known-limits": {
      heading: "Known limits",
      paragraphs: [
        "Links to other websites, such as government agencies and our scheduling service, are outside our control and may not meet the same standard.",
      ],
    },
    "report-a-barrier": {
      heading: "Tell us about a barrier",
      paragraphs: [
        "If something on this site does not work for you, please tell us and we will help you another way, such as by phone. {howToReach} We aim to respond within {replyWithinBusinessDays} business days.",
      ],
    },
  },
};
