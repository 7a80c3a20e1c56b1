export type NavLink = { href: string; label: string };

/** The services menu (its items come from content/services.ts): see content/site-map.ts. */
export { servicesMenu } from "./site-map";

export const aboutMenu: readonly NavLink[] = [
  { href: "/about", label: "Our Firm" },
  { href: "/attorneys", label: "Our Attorneys" },
  { href: "/results", label: "Case Results" },
];

export const contactLink: NavLink = { href: "/form", label: "Contact" };
export const caseReviewLink: NavLink = { href: "/form", label: "Free Case Review" };

// The spec's footer also linked /thank-you; that page records a conversion, so it is left out
// (see docs/spec-deviations.md).
export const footerLinks: readonly NavLink[] = [
  { href: "/about", label: "About Us" },
  { href: "/attorneys", label: "Our Attorneys" },
  { href: "/blog", label: "Blog" },
  { href: "/tools", label: "Free Tools" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms & Conditions" },
  { href: "/accessibility", label: "Accessibility" },
  { href: "/disclaimer", label: "Disclaimer" },
  { href: "/form", label: "Submit Form" },
];

/** Friendly breadcrumb labels: first by full path (content titles, content/site-map.ts), then by segment. */
export { crumbLabelsByPath } from "./site-map";

export const crumbLabelsBySegment: ReadonlyMap<string, string> = new Map([
  ["blog", "Blog"],
  ["workplace-rights", "Workplace Rights"],
  ["tools", "Free Tools"],
  ["deadlines", "Filing Deadlines"],
  ["wage-calculator", "Wage Calculator"],
  ["case-review", "Case Review"],
  ["about-us", "About Us"],
  ["thank-you", "Thank You"],
  ["booking", "Your Call"],
  ["results", "Case Results"],
]);
