import type { MetaDescriptor } from "react-router";
import { site } from "./site-config";

/** The spec's title rule: add the site suffix unless the title already names the brand. */
export function pageTitle(title: string, brand: string = site.brand.name): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

export type PageKind = "page" | "article";
export type PageLocation = { city: string; state: string; zipCode?: string };

const maxDescription = 160;

/**
 * The spec's description rule. Ordinary pages: over 150 characters is cut to 147 plus "...";
 * otherwise a suffix is added (the served city and state where the page has a location, else the
 * free-consultation line) when it still fits in 160 characters. Articles cut at 160 instead
 * (157 plus "...") and get no suffix. Nothing ever exceeds 160 characters.
 */
export function pageDescription(
  text: string,
  options: { kind?: PageKind; location?: PageLocation } = {},
): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const limit = options.kind === "article" ? maxDescription : 150;
  if (clean.length > limit) return `${clean.slice(0, limit - 3)}...`;
  if (options.kind === "article") return clean;
  const suffix = options.location
    ? ` Serving ${options.location.city}, ${options.location.state}.`
    : " Free, confidential consultation.";
  return clean.length + suffix.length <= maxDescription ? `${clean}${suffix}` : clean;
}

export function pageMeta(input: { title: string; description: string; noindex?: boolean }): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: pageTitle(input.title) },
    { name: "description", content: input.description },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
