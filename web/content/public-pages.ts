import { normalizePathname } from "../lib/use-pathname";
import { publicPagePaths } from "./site-map";

const pageSet = new Set(publicPagePaths);

/**
 * "/x/" is the same page as "/x" (the server redirects it). React Router prerenders every path
 * with the trailing slash, so without this the prerendered HTML and the browser disagreed about
 * whether a page exists (no breadcrumbs in the HTML, a hydration mismatch in the browser).
 */
export function isPublicPage(path: string): boolean {
  return pageSet.has(normalizePathname(path));
}
