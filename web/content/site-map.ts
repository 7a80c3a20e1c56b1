import siteMap from "virtual:site-map";
import { normalizePathname } from "../lib/use-pathname";
import type { NavLink } from "./navigation";

// The site map computed at build time (content/site-map-data.ts), as the chrome uses it.
export const servicesMenu: readonly NavLink[] = siteMap.servicesMenu;
export const crumbLabelsByPath: ReadonlyMap<string, string> = new Map(Object.entries(siteMap.labels));

const pageSet = new Set(siteMap.paths);
/**
 * "/x/" is the same page as "/x" (the server redirects it). React Router prerenders every path
 * with the trailing slash, so without this the prerendered HTML and the browser disagreed about
 * whether a page exists (no breadcrumbs in the HTML, a hydration mismatch in the browser).
 */
export function isPublicPage(path: string): boolean {
  return pageSet.has(normalizePathname(path));
}
