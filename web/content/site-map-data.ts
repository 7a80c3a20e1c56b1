import { blogPosts } from "./blog";
import { chrome } from "./chrome";
import { guides } from "./guides";
import type { NavLink } from "./navigation";
import { caseCategories } from "./results";
import { publicPaths } from "./route-list";
import { services } from "./services";

/**
 * What the chrome of every page needs to know about all the others: which paths are pages (for the
 * breadcrumbs and not-found pages), the label of each content page, and the services menu. Computed
 * when the site is built (content/site-map.ts, which the browser builds receive as data), so the
 * browser gets these few strings instead of every content module they come from.
 */
export type SiteMap = {
  paths: string[];
  /** Breadcrumb label of a content page, by its path (services, result categories, articles, guides). */
  labels: Record<string, string>;
  servicesMenu: NavLink[];
};

export function siteMapData(): SiteMap {
  const serviceLinks = services.map((s) => ({ href: `/services/${s.id}`, label: s.title }));
  return {
    paths: publicPaths(),
    labels: Object.fromEntries([
      ...serviceLinks.map((link) => [link.href, link.label]),
      ...caseCategories.map((c) => [`/results/${c.slug}`, c.title]),
      ...blogPosts.map((p) => [`/blog/${p.slug}`, p.title]),
      ...guides.map((g) => [`/guides/${g.slug}`, g.title]),
    ]),
    servicesMenu: [...serviceLinks, { href: "/services", label: chrome.viewAllServices }],
  };
}
