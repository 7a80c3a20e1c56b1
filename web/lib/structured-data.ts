import { absoluteUrl, countPlus, site, totals, type SiteConfig } from "./site-config";
// A page's own addresses are in its language (the Spanish build's pages live under /es).
import { localeOf, pathIn, siteLanguage } from "./i18n/language";

// JSON-LD builders (schema.org). Route modules put the results into their `meta` as
// { "script:ld+json": ... }, which React Router renders as <script type="application/ld+json"> in
// the prerendered <head>; the post-build step hashes it for the CSP like every inline script.
// Blocks that describe one section of a page (FAQPage, Person, BreadcrumbList) are rendered next
// to that section instead (components/ui/json-ld.tsx), from the same data.

export type JsonLd = Record<string, unknown>;

/** The firm's office as a schema.org PostalAddress. */
function postalAddress(config: SiteConfig): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: config.address.street,
    addressLocality: config.address.city,
    addressRegion: config.address.state,
    postalCode: config.address.zip,
    addressCountry: "US",
  };
}

export function organizationJsonLd(config: SiteConfig = site): JsonLd {
  return {
    "@type": "Organization",
    name: config.responsible.firmName,
    url: absoluteUrl("/", config),
    logo: absoluteUrl("/favicon.svg", config),
    telephone: config.contact.phoneE164,
    email: config.contact.email,
    address: postalAddress(config),
  };
}

export type ArticleInput = {
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  image: string;
  /** The signing attorney, or null when their profile is a sample: the firm is then the author. */
  author: { name: string; jobTitle: string } | null;
  section?: string;
};

export function articleJsonLd(input: ArticleInput): JsonLd {
  const url = absoluteUrl(pathIn(siteLanguage, input.path));
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
    image: [absoluteUrl(input.image)],
    inLanguage: localeOf[siteLanguage],
    ...(input.section ? { articleSection: input.section } : {}),
    author: input.author
      ? { "@type": "Person", name: input.author.name, jobTitle: input.author.jobTitle }
      : organizationJsonLd(),
    publisher: organizationJsonLd(),
  };
}

export type BreadcrumbItem = { name: string; path: string };

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(pathIn(siteLanguage, item.path)),
    })),
  };
}

/**
 * The firm as a LegalService, every figure from config/site.json. Structured data is read as fact
 * by search engines, so a figure appears here only when it is verified: a sample rating or count
 * of cases is left out, not labelled.
 */
export function legalServiceJsonLd(config: SiteConfig = site): JsonLd {
  const { casesWon } = totals(config);
  const { reviews } = config.figures;
  const record =
    casesWon.provenance.status === "verified" ? ` ${countPlus(casesWon.value)} cases won for workers.` : "";
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    "@id": `${absoluteUrl("/", config)}#firm`,
    name: config.brand.name,
    legalName: config.responsible.firmName,
    description: `${config.brand.tagline}.${record}`,
    url: absoluteUrl("/", config),
    logo: absoluteUrl("/favicon.svg", config),
    image: absoluteUrl("/images/og-page.png", config),
    telephone: config.contact.phoneE164,
    email: config.contact.email,
    address: postalAddress(config),
    areaServed: { "@type": "State", name: "California" },
    knowsAbout: [
      "Employment law",
      "Workplace discrimination",
      "Sexual harassment",
      "Wage and hour law",
      "Wrongful termination",
    ],
    ...(reviews.provenance.status === "verified"
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: reviews.rating,
            reviewCount: reviews.count,
            bestRating: 5,
          },
        }
      : {}),
  };
}

export type PersonInput = {
  name: string;
  jobTitle: string;
  path: string;
  sameAs?: string;
  knowsAbout?: readonly string[];
};

export function personJsonLd(person: PersonInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    jobTitle: person.jobTitle,
    url: absoluteUrl(pathIn(siteLanguage, person.path)),
    worksFor: { "@id": `${absoluteUrl("/")}#firm` },
    ...(person.sameAs ? { sameAs: [person.sameAs] } : {}),
    ...(person.knowsAbout ? { knowsAbout: [...person.knowsAbout] } : {}),
  };
}

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
