import { articleSlugs, guideSlugs } from "./content-files";
import { notFoundPaths } from "./not-found-paths";
import { caseCategories } from "./results";
import { services } from "./services";

// Every public page of the site. The prerender step, the breadcrumb bar (through content/site-map.ts)
// and the link checker all read this one list, so a page cannot exist in one and be missing from another.
export const staticPaths = [
  "/",
  "/services",
  "/results",
  "/attorneys",
  "/workplace-rights",
  "/about",
  "/about-us",
  "/case-review",
  "/form",
  "/thank-you",
  "/book",
  "/booking",
  "/agreement",
  "/privacy",
  "/terms",
  "/accessibility",
  "/disclaimer",
  "/blog",
  "/tools",
  "/tools/deadlines",
  "/tools/wage-calculator",
] as const;

export function publicPaths(): string[] {
  return [
    ...staticPaths,
    ...services.map((s) => `/services/${s.id}`),
    ...caseCategories.flatMap((c) => [
      `/results/${c.slug}`,
      ...c.examples.map((_, i) => `/results/${c.slug}/${i}`),
    ]),
    ...articleSlugs.map((slug) => `/blog/${slug}`),
    ...guideSlugs.map((slug) => `/guides/${slug}`),
  ];
}

/** Public pages plus the section not-found pages, which the post-build step moves aside. */
export function prerenderPaths(): string[] {
  return [...publicPaths(), ...notFoundPaths.map((p) => p.renderPath)];
}
