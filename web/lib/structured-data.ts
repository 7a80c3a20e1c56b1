import { site, type SiteConfig } from "./site-config";

// JSON-LD builders (schema.org). Route modules put the results into their `meta` as
// { "script:ld+json": ... }, which React Router renders as <script type="application/ld+json"> in
// the prerendered <head>; the post-build step hashes it for the CSP like every inline script.
// A later SEO issue extends this module (LegalService, FAQPage, ...).

export type JsonLd = Record<string, unknown>;

/**
 * Absolute URLs need the public origin, which is known only where the site is deployed. The build
 * reads VITE_SITE_ORIGIN; without it, the https origin of the firm's e-mail domain in config.
 */
export function siteOrigin(config: SiteConfig = site): string {
  const fromEnv = import.meta.env?.VITE_SITE_ORIGIN as string | undefined;
  if (fromEnv) return fromEnv.replace(/\/+$/, "");
  return `https://${config.contact.email.split("@")[1]}`;
}

export function absoluteUrl(path: string, origin: string = siteOrigin()): string {
  return new URL(path, `${origin}/`).toString();
}

export function organizationJsonLd(config: SiteConfig = site, origin: string = siteOrigin(config)): JsonLd {
  return {
    "@type": "Organization",
    name: config.responsible.firmName,
    url: absoluteUrl("/", origin),
    logo: absoluteUrl("/favicon.svg", origin),
    telephone: config.contact.phoneE164,
    email: config.contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: config.address.street,
      addressLocality: config.address.city,
      addressRegion: config.address.state,
      postalCode: config.address.zip,
      addressCountry: "US",
    },
  };
}

export type ArticleInput = {
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  image: string;
  author: { name: string; jobTitle: string };
  section?: string;
};

export function articleJsonLd(input: ArticleInput, origin: string = siteOrigin()): JsonLd {
  const url = absoluteUrl(input.path, origin);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    image: [absoluteUrl(input.image, origin)],
    inLanguage: "en-US",
    ...(input.section ? { articleSection: input.section } : {}),
    author: { "@type": "Person", name: input.author.name, jobTitle: input.author.jobTitle },
    publisher: organizationJsonLd(site, origin),
  };
}

export type BreadcrumbItem = { name: string; path: string };

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], origin: string = siteOrigin()): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, origin),
    })),
  };
}
