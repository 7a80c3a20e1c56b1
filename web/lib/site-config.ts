import { z } from "@/lib/content-zod";
import raw from "../../config/site.json";
import { claimSchema, combinedProvenance, provenanceSchema, type Provenance } from "./provenance";
import { siteLanguage } from "./i18n/language";
import { formatNumber } from "./format";

// config/site.json is the one source of every figure and contact detail the site shows. It is
// parsed once here; a bad entry throws at build time, so a broken config never ships. Every
// figure is a firm claim and carries its provenance (lib/provenance.ts).
const count = z.number().int().nonnegative();
const serviceFigures = z.object({ recoveredUsd: claimSchema(count), casesWon: claimSchema(count) });

export const siteConfigSchema = z.object({
  brand: z.object({
    name: z.string().min(2),
    shortName: z.string().min(2),
    tagline: z.string().min(2),
    /** Public origin for canonical URLs, the sitemap and social previews: https, no path. */
    origin: z.url({ protocol: /^https$/ }).refine((u) => new URL(u).pathname === "/" && !u.endsWith("/"), {
      message: "origin must be like https://www.example.com (no path, no trailing slash)",
    }),
  }),
  contact: z.object({
    phoneDisplay: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, "phoneDisplay must look like (310) 555-0142"),
    phoneE164: z.string().regex(/^\+1\d{10}$/, "phoneE164 must look like +13105550142"),
    email: z.email(),
    /**
     * An outside scheduler for /book (the spec's behaviour): empty or absent, /book is the firm's
     * own booking form (issue 35). BOOKING_URL at build time overrides it (see below).
     */
    schedulingUrl: z.union([z.literal(""), z.url({ protocol: /^https$/ })]).optional(),
    hours: z.string().min(2),
  }),
  /** The Spanish pages' tagline and hours (issue 19); the build in Spanish shows these instead. */
  spanish: z.object({ about: z.string().optional(), tagline: z.string().min(2), hours: z.string().min(2) }),
  address: z.object({
    street: z.string().min(2),
    city: z.string().min(2),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}$/),
  }),
  responsible: z.object({
    attorneyName: z.string().min(2),
    attorneyBarNumber: z.string(),
    firmName: z.string().min(2),
    referralCertification: z.string(),
  }),
  figures: z.object({
    /** The review rating and how many reviews it averages: one claim, from one review site. */
    reviews: z
      .object({
        rating: z.number().min(1).max(5),
        count: z.number().int().positive(),
        provenance: provenanceSchema,
      })
      .strict(),
    yearsOfPractice: claimSchema(z.number().int().positive()),
    attorneyCount: claimSchema(z.number().int().positive()),
  }),
  services: z.object({
    discrimination: serviceFigures,
    harassment: serviceFigures,
    "wage-hour": serviceFigures,
    "wrongful-termination": serviceFigures,
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type ServiceId = keyof SiteConfig["services"];

// BOOKING_URL, read when the site is built (scripts/vite-shared.ts defines it; the unit tests read
// the environment): a firm that prefers an outside scheduler sets it, and /book links there.
declare const __BOOKING_URL__: string;
const bookingUrl =
  typeof __BOOKING_URL__ === "string" ? __BOOKING_URL__ : (globalThis.process?.env?.BOOKING_URL ?? "");

// The file's top-level "_comment" is for people editing it; it is not part of the config.
const fromFile = Object.fromEntries(Object.entries(raw).filter(([key]) => key !== "_comment"));
const config = bookingUrl
  ? { ...fromFile, contact: { ...raw.contact, schedulingUrl: bookingUrl } }
  : fromFile;
const parsed: SiteConfig = siteConfigSchema.parse(config);
/** The config as this build's pages say it: the Spanish build takes the Spanish tagline and hours. */
export const site: SiteConfig =
  siteLanguage === "es"
    ? {
        ...parsed,
        brand: { ...parsed.brand, tagline: parsed.spanish.tagline },
        contact: { ...parsed.contact, hours: parsed.spanish.hours },
      }
    : parsed;

export type Figure = { value: number; provenance: Provenance };

/**
 * Headline totals are sums of the per-service figures, so no page can show a different total; a
 * total is verified only when every figure it adds up is.
 */
export function totals(config: SiteConfig = site): { casesWon: Figure; recoveredUsd: Figure } {
  const all = Object.values(config.services);
  const sum = (pick: (s: (typeof all)[number]) => Figure): Figure => ({
    value: all.reduce((total, s) => total + pick(s).value, 0),
    provenance: combinedProvenance(all.map((s) => pick(s).provenance)),
  });
  return { casesWon: sum((s) => s.casesWon), recoveredUsd: sum((s) => s.recoveredUsd) };
}

/** 1500 -> "1,500+" */
export function countPlus(n: number): string {
  return `${formatNumber(n)}+`;
}

/** 50000000 -> "$50M+"; 1500000 -> "$1.5M+" */
export function moneyShort(usdAmount: number): string {
  if (usdAmount >= 1_000_000) {
    const millions = usdAmount / 1_000_000;
    return `$${Number.isInteger(millions) ? millions : millions.toFixed(1)}M+`;
  }
  return `$${formatNumber(usdAmount)}+`;
}

/** 50000000 -> "$50,000,000+" */
export function moneyLong(usdAmount: number): string {
  return `$${formatNumber(usdAmount)}+`;
}

/** Absolute URL of a site path, from the configured origin. */
export function absoluteUrl(path: string, config: SiteConfig = site): string {
  return `${config.brand.origin}${path === "/" ? "/" : path}`;
}

/** The outside scheduler /book links to, or null when /book is the firm's own booking form. */
export function externalSchedulerUrl(config: SiteConfig = site): string | null {
  return config.contact.schedulingUrl || null;
}

export function telHref(config: SiteConfig = site): string {
  return `tel:${config.contact.phoneE164}`;
}

export function fullAddress(config: SiteConfig = site): string {
  const a = config.address;
  return `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
}
