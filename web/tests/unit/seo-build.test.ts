// Head tags, structured data and the sitemap, checked over the real build (web/build/site).
// scripts/test builds first and sets REQUIRE_BUILD=1, so there a missing build is a failure.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import siteJson from "../../../config/site.json";
import { attorneys } from "@/content/attorneys";
import { canonicalPath, inSitemap } from "@/content/indexing";
import { totals } from "@/lib/site-config";
import { builtPages, languageOfPage, pageIn, routerPathOf } from "../../scripts/built-pages.ts";
import { checkAdminShell, inlineScriptHashes } from "../../scripts/html-checks.ts";
import { pageLoaderId, pageLoaderOf } from "../../scripts/page-loader.ts";

const siteDir = path.join(import.meta.dirname, "../../build/site");
const publicDir = path.join(siteDir, "public");
const origin = siteJson.brand.origin;
const haveBuild = existsSync(path.join(publicDir, "index.html"));

type Head = {
  lang: string | null;
  alternates: Record<string, string>;
  titles: string[];
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitterCard: string | null;
  jsonLd: Record<string, unknown>[];
  hasFaq: boolean;
  /** The head's stylesheet links, image preloads and module preloads, in order ("stylesheet", "image", "modulepreload"). */
  fetches: string[];
  scripts: string[];
  preloads: string[];
  routerScripts: number;
  /** What the page's loader starts after the first paint (scripts/page-loader.ts). */
  loader: { script: string; preloads: string[] } | null;
  /** The id of the body's last element if it is a script. */
  lastBodyScript: string | null;
  /** The inline stylesheet's length, 0 without one. */
  inlineCss: number;
};

function readHead(file: string): Head {
  const html = readFileSync(file, "utf8");
  const { document } = new JSDOM(html).window;
  const last = document.body.lastElementChild;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
  const og: Record<string, string> = {};
  for (const el of document.querySelectorAll('meta[property^="og:"]')) {
    og[el.getAttribute("property")!] = el.getAttribute("content") ?? "";
  }
  const alternates: Record<string, string> = {};
  for (const el of document.querySelectorAll('link[rel="alternate"][hreflang]'))
    alternates[el.getAttribute("hreflang")!] = el.getAttribute("href") ?? "";
  return {
    lang: document.documentElement.getAttribute("lang"),
    alternates,
    titles: [...document.querySelectorAll("title")].map((t) => t.textContent ?? ""),
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    robots: meta('meta[name="robots"]'),
    og,
    twitterCard: meta('meta[name="twitter:card"]'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>,
    ),
    hasFaq: document.querySelector("[data-faq]") !== null,
    fetches: [
      ...document.head.querySelectorAll(
        'link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"]',
      ),
    ].map((l) => (l.getAttribute("rel") === "preload" ? l.getAttribute("as")! : l.getAttribute("rel")!)),
    inlineCss: document.head.querySelector('style[data-href="/site.css"]')?.textContent?.length ?? 0,
    scripts: [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src")!),
    preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")!),
    routerScripts: [...document.querySelectorAll("script:not([src])")].filter((s) =>
      /__reactRouter|react-router-scroll/.test(s.textContent ?? ""),
    ).length,
    loader: pageLoaderOf(html),
    lastBodyScript: last?.tagName === "SCRIPT" ? last.id : null,
  };
}

const types = (head: Head) => head.jsonLd.map((d) => d["@type"]);
const allowedTypes = new Set(["LegalService", "Person", "BreadcrumbList", "Article", "FAQPage", "ItemList"]);

describe.runIf(haveBuild || process.env.REQUIRE_BUILD === "1")("the built site", () => {
  it("exists", () => expect(haveBuild).toBe(true));

  const pages = haveBuild ? builtPages(publicDir) : [];
  const heads = new Map(pages.map((p) => [p, readHead(path.join(publicDir, p, "index.html"))]));

  it.each(pages)("%s has its head tags and valid structured data", (page) => {
    const head = heads.get(page)!;
    const language = languageOfPage(page);
    const route = routerPathOf(page);
    const canonical = canonicalPath(route);
    expect(head.lang).toBe(language);
    expect(head.titles).toHaveLength(1);
    expect(head.description?.length ?? 0).toBeGreaterThan(50);
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(`${origin}${pageIn(language, canonical)}`);
    // Each page names itself and its twin in the other language, both of which were built.
    expect(head.alternates).toEqual({
      en: `${origin}${canonical}`,
      es: `${origin}${pageIn("es", canonical)}`,
      "x-default": `${origin}${canonical}`,
    });
    expect(pages).toContain(pageIn(language === "en" ? "es" : "en", route));
    expect(head.og["og:locale"]).toBe(language === "es" ? "es_US" : "en_US");
    for (const key of ["og:title", "og:description", "og:url", "og:type", "og:image"])
      expect(head.og[key], key).toBeTruthy();
    expect(head.og["og:image"]).toMatch(new RegExp(`^${origin}/images/og-[a-z]+\\.png$`));
    expect(head.twitterCard).toBe("summary_large_image");
    for (const doc of head.jsonLd) {
      expect(doc["@context"]).toBe("https://schema.org");
      expect(allowedTypes.has(String(doc["@type"])), String(doc["@type"])).toBe(true);
    }
    if (route !== "/") expect(types(head)).toContain("BreadcrumbList");
    if (route.startsWith("/blog/") || route.startsWith("/guides/")) expect(types(head)).toContain("Article");
    if (head.hasFaq) expect(types(head)).toContain("FAQPage");
    // The first paint needs the HTML only: the stylesheet is inline, and no stylesheet link waits
    // for a connection behind the module preloads (docs/performance.md).
    expect(head.inlineCss).toBeGreaterThan(10_000);
    expect(head.fetches).not.toContain("stylesheet");
    // No script or module preload in the page before its first paint: one loader, last in the
    // body, starts the site script from the pages build and its modules afterwards
    // (docs/decisions/0020); nothing of React Router's client is left (docs/decisions/0019).
    const assets = language === "es" ? "/es/assets/pages/" : "/assets/pages/";
    expect(head.scripts).toEqual([]);
    expect(head.preloads).toEqual([]);
    expect(head.lastBodyScript).toBe(pageLoaderId);
    const loader = head.loader!;
    expect(loader.script).toMatch(new RegExp(`^${assets}site-[\\w-]+\\.js$`));
    expect(loader.preloads.length).toBeGreaterThan(0);
    for (const href of loader.preloads) expect(href.startsWith(assets), href).toBe(true);
    expect(head.routerScripts).toBe(0);
    // An article's or guide's picture is its largest paint: asked for first, not after the scripts.
    if (/^\/(blog|guides)\/./.test(route)) expect(head.fetches[0]).toBe("image");
  });

  it("names the business as a LegalService on the home page, stating no sample figure", () => {
    const business = heads.get("/")!.jsonLd.find((d) => d["@type"] === "LegalService") as Record<string, any>;
    expect(business).toBeDefined();
    expect(business.telephone).toBe(siteJson.contact.phoneE164);
    expect(business.address.addressLocality).toBe(siteJson.address.city);
    // Structured data is read as fact by search engines: a sample rating or count is left out.
    const reviews = siteJson.figures.reviews;
    if (reviews.provenance.status === "verified") {
      expect(business.aggregateRating.ratingValue).toBe(reviews.rating);
      expect(business.aggregateRating.reviewCount).toBe(reviews.count);
    } else expect(business).not.toHaveProperty("aggregateRating");
    if (totals().casesWon.provenance.status === "sample")
      expect(business.description).not.toMatch(/cases won|\d\+/);
  });

  it("has a Person only for verified attorneys; an article by a sample profile is by the firm", () => {
    const verified = new Set(attorneys.filter((a) => a.provenance.status === "verified").map((a) => a.name));
    const people = heads.get("/attorneys")!.jsonLd.filter((d) => d["@type"] === "Person");
    expect(people.map((p) => p.name).sort()).toEqual([...verified].sort());
    for (const page of pages) {
      const head = heads.get(page)!;
      if (page !== "/attorneys") expect(types(head), page).not.toContain("Person");
      for (const doc of head.jsonLd.filter((d) => d["@type"] === "Article") as Record<string, any>[]) {
        if (doc.author["@type"] === "Person") expect(verified.has(doc.author.name), page).toBe(true);
        else expect(doc.author["@type"], page).toBe("Organization");
      }
    }
  });

  it.each(["en", "es"] as const)(
    "gives every indexable page in %s its own title and description",
    (language) => {
      const indexable = pages.filter((p) => languageOfPage(p) === language && inSitemap(routerPathOf(p)));
      expect(indexable.length).toBeGreaterThan(50);
      const titles = indexable.map((p) => heads.get(p)!.titles[0]);
      const descriptions = indexable.map((p) => heads.get(p)!.description);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    },
  );

  it("lists in the sitemap exactly the indexable pages that answer 200", () => {
    const xml = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).sort();
    expect(listed).toEqual(pages.filter((p) => inSitemap(routerPathOf(p))));
    // Every URL lists itself and its twin as hreflang alternates.
    expect(xml.match(/hreflang="es"/g)?.length).toBe(listed.length);
    expect(readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toContain("Disallow: /admin");
  });

  it("marks the not-found pages noindex, without a canonical URL", () => {
    const files = ["errors", "errors/es"].flatMap((dir) =>
      readdirSync(path.join(siteDir, dir))
        .filter((f) => f.endsWith(".html"))
        .map((f) => `${dir}/${f}`),
    );
    expect(files.length).toBe(10);
    for (const file of files) {
      const head = readHead(path.join(siteDir, file));
      expect(head.robots, file).toBe("noindex");
      expect(head.canonical, file).toBeNull();
      // Their scripts start after the first paint too (docs/decisions/0020).
      expect(head.scripts, file).toEqual([]);
      expect(head.preloads, file).toEqual([]);
      expect(head.lastBodyScript, file).toBe(pageLoaderId);
      expect(head.loader?.script, file).toMatch(/^(\/es)?\/assets\/pages\/site-[\w-]+\.js$/);
    }
  });

  it("writes the admin shell outside public/, noindex, with its script hashes in the manifest", () => {
    const shellFile = path.join(siteDir, "admin/index.html");
    expect(existsSync(shellFile)).toBe(true);
    const html = readFileSync(shellFile, "utf8");
    expect(checkAdminShell(html)).toEqual([]);
    const head = readHead(shellFile);
    expect(head.robots).toBe("noindex, nofollow");
    expect(head.titles).toHaveLength(1);
    const manifest = JSON.parse(readFileSync(path.join(siteDir, "manifest.json"), "utf8"));
    expect(manifest.admin.scriptHashes).toEqual(inlineScriptHashes(html));
    expect(manifest.admin.scriptHashes.length).toBeGreaterThan(0);
    // The server names the firm as the issuer in staff members' authenticator apps.
    expect(manifest.firmName).toBe(siteJson.responsible.firmName);
    expect(pages.filter((p) => p.startsWith("/admin"))).toEqual([]);
    expect(existsSync(path.join(publicDir, "admin"))).toBe(false);
    expect(existsSync(path.join(publicDir, "__spa-fallback.html"))).toBe(false);
  });

  it("keeps admin code out of the public pages' scripts", () => {
    const home = readFileSync(path.join(publicDir, "index.html"), "utf8");
    const scripts = [...home.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    for (const script of new Set(scripts)) {
      const code = readFileSync(path.join(publicDir, script), "utf8");
      // The route manifest names the admin routes; no public script holds their code.
      if (/\/manifest-[\w]+\.js$/.test(script)) continue;
      expect(code, script).not.toContain("X-CSRF-Token");
      expect(code, script).not.toContain("/api/admin/");
    }
  });

  it("keeps the report's chart library out of every public page and the admin shell", () => {
    // A message Chart.js keeps in its minified code (docs/decisions/0013).
    const chartJs = "Failed to create chart";
    const htmlFiles = [
      ...pages.map((p) => path.join(publicDir, p, "index.html")),
      path.join(siteDir, "admin/index.html"),
    ];
    const scripts = new Set(
      htmlFiles.flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/(?:\/es)?\/assets\/[\w.-]+\.js/g)].map((m) => m[0]),
      ),
    );
    expect(scripts.size).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(readFileSync(path.join(publicDir, script), "utf8"), script).not.toContain(chartJs);
    }
    // It is there, in the report route's own chunk only.
    const withChart = readdirSync(path.join(publicDir, "assets")).filter(
      (file) =>
        file.endsWith(".js") && readFileSync(path.join(publicDir, "assets", file), "utf8").includes(chartJs),
    );
    expect(withChart).toHaveLength(1);
    expect(withChart[0]).toMatch(/^report-/);
  });
});
