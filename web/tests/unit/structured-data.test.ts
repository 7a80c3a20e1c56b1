// @vitest-environment node
// Structured data states a firm figure only when it is verified (lib/structured-data.ts).
import { describe, expect, it } from "vitest";
import raw from "../../../config/site.json";
import { articleJsonLd, legalServiceJsonLd } from "@/lib/structured-data";
import { siteConfigSchema, type SiteConfig } from "@/lib/site-config";

function configWith(status: "sample" | "verified"): SiteConfig {
  const copy = structuredClone(raw) as Record<string, any>;
  const provenance = status === "sample" ? { status } : { status, source: "review site profile, 2026-06-30" };
  copy.figures.reviews.provenance = provenance;
  for (const s of Object.values<any>(copy.services)) s.casesWon.provenance = provenance;
  return siteConfigSchema.parse(copy);
}

describe("LegalService structured data", () => {
  it("leaves out a sample rating and a sample count of cases", () => {
    const doc = legalServiceJsonLd(configWith("sample"));
    expect(doc).not.toHaveProperty("aggregateRating");
    expect(doc.description).toBe(`${raw.brand.tagline}.`);
    expect(JSON.stringify(doc)).not.toContain(String(raw.figures.reviews.count));
  });

  it("states them once they are verified", () => {
    const doc = legalServiceJsonLd(configWith("verified")) as Record<string, any>;
    expect(doc.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: raw.figures.reviews.rating,
      reviewCount: raw.figures.reviews.count,
      bestRating: 5,
    });
    expect(doc.description).toBe(`${raw.brand.tagline}. 1,500+ cases won for workers.`);
  });

  it("keeps a verified rating even while the case counts are samples", () => {
    const config = configWith("verified");
    config.services.harassment.casesWon.provenance = { status: "sample" };
    const doc = legalServiceJsonLd(config) as Record<string, any>;
    expect(doc.aggregateRating.ratingValue).toBe(raw.figures.reviews.rating);
    expect(doc.description).not.toMatch(/cases won/);
  });
});

describe("Article structured data", () => {
  const input = {
    path: "/blog/x",
    headline: "A headline",
    description: "A description",
    datePublished: "2026-01-01",
    dateModified: "2026-01-01",
    image: "/images/x.png",
  };

  it("names a verified author as a Person", () => {
    const doc = articleJsonLd({ ...input, author: { name: "Pat Doe", jobTitle: "Attorney" } });
    expect(doc.author).toEqual({ "@type": "Person", name: "Pat Doe", jobTitle: "Attorney" });
  });

  it("gives the firm as the author when the signing profile is a sample", () => {
    const doc = articleJsonLd({ ...input, author: null }) as Record<string, any>;
    expect(doc.author["@type"]).toBe("Organization");
    expect(doc.author.name).toBe(raw.responsible.firmName);
  });
});
