// Pages that answer 200 but do not belong in search results or the sitemap, with the reason.
// Everything else in publicPaths() is listed in sitemap.xml.
export const canonicalOf: ReadonlyMap<string, string> = new Map([
  // The spec serves the About page at two addresses; /about is the one search engines should use.
  ["/about-us", "/about"],
]);

export const noindexPaths: ReadonlySet<string> = new Set([
  // Reached only after sending a form; indexing it would send searchers to a confirmation page.
  "/thank-you",
  // Opened with a booked call's link (docs/booking-api.md); without one it only says so.
  "/booking",
  // Opened with a fee agreement's link (docs/agreement-page.md); without one it only says so.
  "/agreement",
]);

export function canonicalPath(path: string): string {
  return canonicalOf.get(path) ?? path;
}

export function inSitemap(path: string): boolean {
  return !noindexPaths.has(path) && canonicalPath(path) === path;
}
