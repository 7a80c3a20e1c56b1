import type { MetaDescriptor } from "react-router";
import { canonicalPath, noindexPaths } from "@/content/indexing";
import { absoluteUrl, site } from "./site-config";
import { chrome } from "@/content/chrome";
import { languages, ogLocaleOf, pathIn, siteLanguage } from "./i18n/language";
import type { JsonLd } from "./structured-data";
import { normalizePathname } from "./use-pathname";

/** The spec's title rule: add the site suffix unless the title already names the brand. */
export function pageTitle(title: string, brand: string = site.brand.name): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

export type PageKind = "page" | "article";
/** Which 1200x630 preview image a page shares with (public/images/og-*.png). */
export type PreviewKind = "page" | "service" | "article" | "results";
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
    ? chrome.servingSuffix(options.location.city, options.location.state)
    : chrome.consultationSuffix;
  return clean.length + suffix.length <= maxDescription ? `${clean}${suffix}` : clean;
}

export type MetaInput = {
  title: string;
  description: string;
  /** The page's own path; omitted only for not-found pages, which get no canonical URL. */
  path?: string;
  kind?: PageKind;
  preview?: PreviewKind;
  location?: PageLocation;
  keywords?: readonly string[];
  author?: string;
  publishedTime?: string;
  modifiedTime?: string;
  noindex?: boolean;
  /** schema.org blocks about the page as a whole (Article, LegalService...), rendered in <head>. */
  jsonLd?: readonly JsonLd[];
};

/**
 * Every head tag of a page from one input: title, description (spec rules), canonical URL,
 * robots, Open Graph and Twitter cards with the page kind's preview image, and article details.
 */
export function pageMeta(input: MetaInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const description = pageDescription(input.description, {
    ...(input.kind ? { kind: input.kind } : {}),
    ...(input.location ? { location: input.location } : {}),
  });
  const image = absoluteUrl(
    `/images/og-${input.preview ?? (input.kind === "article" ? "article" : "page")}.png`,
  );
  const path = input.path === undefined ? undefined : normalizePathname(input.path);
  const noindex = input.noindex || (path !== undefined && noindexPaths.has(path));
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  if (path !== undefined) {
    // Every page is built in both languages (docs/decisions/0017): each names itself and its other-language page.
    const canonical = absoluteUrl(pathIn(siteLanguage, canonicalPath(path)));
    tags.push(
      { tagName: "link", rel: "canonical", href: canonical },
      { property: "og:url", content: canonical },
      ...languages.map((language) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: language,
        href: absoluteUrl(pathIn(language, canonicalPath(path))),
      })),
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(canonicalPath(path)) },
    );
  }
  tags.push(
    { property: "og:type", content: input.kind === "article" ? "article" : "website" },
    { property: "og:site_name", content: site.brand.name },
    { property: "og:locale", content: ogLocaleOf[siteLanguage] },
    ...languages
      .filter((language) => language !== siteLanguage)
      .map((language) => ({ property: "og:locale:alternate", content: ogLocaleOf[language] })),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  );
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.author) tags.push({ name: "author", content: input.author });
  if (input.publishedTime) tags.push({ property: "article:published_time", content: input.publishedTime });
  if (input.modifiedTime) tags.push({ property: "article:modified_time", content: input.modifiedTime });
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}
