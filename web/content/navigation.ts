import { blogPosts } from "./blog";
import { guides } from "./guides";
import { caseCategories } from "./results";
import { services } from "./services";

export type NavLink = { href: string; label: string };

export const servicesMenu: readonly NavLink[] = [
  ...services.map((s) => ({ href: `/services/${s.id}`, label: s.title })),
  { href: "/services", label: "View All Services" },
];

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
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms & Conditions" },
  { href: "/accessibility", label: "Accessibility" },
  { href: "/disclaimer", label: "Disclaimer" },
  { href: "/form", label: "Submit Form" },
];

/** Friendly breadcrumb labels: first by full path (content titles), then by segment. */
export const crumbLabelsByPath: ReadonlyMap<string, string> = new Map<string, string>([
  ...services.map((s): [string, string] => [`/services/${s.id}`, s.title]),
  ...caseCategories.map((c): [string, string] => [`/results/${c.slug}`, c.title]),
  ...blogPosts.map((p): [string, string] => [`/blog/${p.slug}`, p.title]),
  ...guides.map((g): [string, string] => [`/guides/${g.slug}`, g.title]),
]);

export const crumbLabelsBySegment: ReadonlyMap<string, string> = new Map([
  ["blog", "Blog"],
  ["workplace-rights", "Workplace Rights"],
  ["case-review", "Case Review"],
  ["about-us", "About Us"],
  ["thank-you", "Thank You"],
  ["results", "Case Results"],
]);
