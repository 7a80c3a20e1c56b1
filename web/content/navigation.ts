import { withWords } from "../lib/words";
import words from "#words/navigation";

// The site's menus, footer links and breadcrumb labels: the addresses are facts here; the words,
// in each language: content/words/<language>/navigation.ts.
export type NavLink = { href: string; label: string };

/** The services menu (its items come from content/services.ts): see content/site-map.ts. */
export { servicesMenu } from "./site-map";

const links = (
  what: string,
  facts: readonly { id: string; href: string }[],
  labels: Record<string, { label: string }>,
) => withWords(what, facts, labels).map(({ href, label }): NavLink => ({ href, label }));

export const aboutMenu: readonly NavLink[] = links(
  "about menu",
  [
    { id: "about", href: "/about" },
    { id: "attorneys", href: "/attorneys" },
    { id: "results", href: "/results" },
  ],
  words.aboutMenu,
);

export const contactLink: NavLink = { href: "/form", label: words.contact };
export const caseReviewLink: NavLink = { href: "/form", label: words.caseReview };

// The spec's footer also linked /thank-you; that page records a conversion, so it is left out
// (see docs/spec-deviations.md).
export const footerLinks: readonly NavLink[] = links(
  "footer links",
  [
    { id: "about", href: "/about" },
    { id: "attorneys", href: "/attorneys" },
    { id: "blog", href: "/blog" },
    { id: "tools", href: "/tools" },
    { id: "privacy", href: "/privacy" },
    { id: "terms", href: "/terms" },
    { id: "accessibility", href: "/accessibility" },
    { id: "disclaimer", href: "/disclaimer" },
    { id: "form", href: "/form" },
  ],
  words.footerLinks,
);

/** Friendly breadcrumb labels: first by full path (content titles, content/site-map.ts), then by segment. */
export { crumbLabelsByPath } from "./site-map";

export const crumbLabelsBySegment: ReadonlyMap<string, string> = new Map(
  Object.entries(words.crumbsBySegment),
);
