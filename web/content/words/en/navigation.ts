// The words of content/navigation.ts: the menus' and footer's link labels, keyed by link id (the
// addresses are facts there), and breadcrumb labels keyed by path segment.
export default {
  aboutMenu: {
    about: { label: "Our Firm" },
    attorneys: { label: "Our Attorneys" },
    results: { label: "Case Results" },
  },
  contact: "Contact",
  caseReview: "Free Case Review",
  footerLinks: {
    about: { label: "About Us" },
    attorneys: { label: "Our Attorneys" },
    blog: { label: "Blog" },
    tools: { label: "Free Tools" },
    privacy: { label: "Privacy Policy" },
    terms: { label: "Terms & Conditions" },
    accessibility: { label: "Accessibility" },
    disclaimer: { label: "Disclaimer" },
    form: { label: "Submit Form" },
  },
  // A segment without a label here is shown capitalised ("services" -> "Services"); the English
  // labels of services...disclaimer say just that, the Spanish ones cannot be derived.
  crumbsBySegment: {
    blog: "Blog",
    "workplace-rights": "Workplace Rights",
    tools: "Free Tools",
    deadlines: "Filing Deadlines",
    "wage-calculator": "Wage Calculator",
    "case-review": "Case Review",
    "about-us": "About Us",
    "thank-you": "Thank You",
    booking: "Your Call",
    agreement: "Your Fee Agreement",
    results: "Case Results",
    services: "Services",
    guides: "Guides",
    about: "About",
    attorneys: "Attorneys",
    privacy: "Privacy",
    terms: "Terms",
    book: "Book",
    form: "Form",
    accessibility: "Accessibility",
    disclaimer: "Disclaimer",
  },
};
