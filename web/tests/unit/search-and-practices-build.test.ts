// @vitest-environment node
// What Lighthouse's SEO and Best Practices categories audit in the HTML, checked over every built
// page (web/build/site) instead of a browser run of nine pages: Lighthouse is a benchmark now
// (scripts/lighthouse, docs/performance.md), not a gate (docs/testing.md). The head tags
// Lighthouse also reads (title, description, canonical, hreflang, lang, robots on the not-found
// pages) are checked in seo-build.test.ts; console errors in the browser by the e2e hydration
// check. scripts/test builds first and sets REQUIRE_BUILD=1, so a missing build is a failure.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import siteJson from "../../../config/site.json";
import { inSitemap } from "@/content/indexing";
import { builtPages, routerPathOf } from "../../scripts/built-pages.ts";

const siteDir = path.join(import.meta.dirname, "../../build/site");
const publicDir = path.join(siteDir, "public");
const haveBuild = existsSync(path.join(publicDir, "index.html"));
const origin = siteJson.brand.origin;

// Link text that says nothing about where the link goes (Lighthouse's "link-text" audit keeps a
// list of its own in several languages; these are the phrases a page of ours could use).
const vagueLinkText = new Set([
  "click here",
  "click this",
  "go",
  "here",
  "this",
  "start",
  "right here",
  "more",
  "learn more",
  "read more",
  "see more",
  "more info",
  "more information",
  "information",
  "aquí",
  "haga clic aquí",
  "clic aquí",
  "más",
  "leer más",
  "ver más",
  "más información",
  "información",
  "ir",
  "esto",
  "comenzar",
]);

/** Lighthouse's text of a link: its accessible name as the audit reads it (text, else aria-label). */
function linkText(a: Element): string {
  const text = (a.getAttribute("aria-label") ?? a.textContent ?? "").replace(/\s+/g, " ").trim();
  return text.toLowerCase();
}

/** Every problem Lighthouse's SEO and Best Practices audits would find in one page's HTML. */
function practiceProblems(html: string, indexable = true): string[] {
  const problems: string[] = [];
  if (!/^<!doctype html>/i.test(html)) problems.push("no <!DOCTYPE html> first (doctype)");
  // The charset must be declared in the first 1024 bytes (charset).
  if (!/<meta charset="utf-8"\s*\/?>/i.test(html.slice(0, 1024)))
    problems.push("no early <meta charset> (charset)");
  const { document } = new JSDOM(html).window;
  const viewport = document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? "";
  if (!/width=device-width/.test(viewport))
    problems.push(`viewport without width=device-width: "${viewport}"`);
  // Zoom must stay possible (viewport, and WCAG 1.4.4).
  if (/user-scalable\s*=\s*(no|0)/.test(viewport) || /maximum-scale\s*=\s*[0-4](\.\d*)?\b/.test(viewport))
    problems.push(`viewport blocks zoom: "${viewport}"`);
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
  if (indexable && /noindex|none/.test(robots))
    problems.push(`indexable page marked "${robots}" (is-crawlable)`);
  for (const img of document.querySelectorAll("img")) {
    const src = img.getAttribute("src") ?? "";
    if (!img.hasAttribute("alt")) problems.push(`img without alt: ${src} (image-alt)`);
    // Width and height let the browser keep the box before the file arrives (no layout shift).
    if (!img.hasAttribute("width") || !img.hasAttribute("height"))
      problems.push(`img without width and height: ${src} (unsized-images)`);
    if (/^http:\/\//.test(src)) problems.push(`img over plain HTTP: ${src} (is-on-https)`);
  }
  for (const a of document.querySelectorAll("a")) {
    const href = a.getAttribute("href");
    // crawlable-anchors: a real address, not script or nothing.
    if (href === null || href.trim() === "" || /^javascript:/i.test(href.trim()))
      problems.push(`link without a crawlable href: "${a.outerHTML.slice(0, 80)}" (crawlable-anchors)`);
    else if (/^http:\/\//.test(href) && !href.startsWith("http://localhost"))
      problems.push(`link over plain HTTP: ${href} (is-on-https)`);
    const text = linkText(a);
    if (vagueLinkText.has(text)) problems.push(`link text says nothing: "${text}" -> ${href} (link-text)`);
  }
  for (const el of document.querySelectorAll("script[src], link[href]")) {
    const url = el.getAttribute("src") ?? el.getAttribute("href") ?? "";
    if (/^http:\/\//.test(url)) problems.push(`resource over plain HTTP: ${url} (is-on-https)`);
  }
  // paste-preventing-inputs: no field refuses a pasted phone number or e-mail.
  if (document.querySelector("[onpaste]"))
    problems.push("a field handles paste inline (paste-preventing-inputs)");
  return problems;
}

/** Problems of robots.txt as Lighthouse's "robots-txt" audit reads it. */
function robotsProblems(text: string): string[] {
  const problems: string[] = [];
  let sawAgent = false;
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.replace(/#.*/, "").trim();
    if (line === "") continue;
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) {
      problems.push(`line ${index + 1}: not "field: value"`);
      continue;
    }
    const field = match[1]!.toLowerCase();
    const value = match[2]!;
    if (field === "user-agent") sawAgent = true;
    else if (field === "allow" || field === "disallow") {
      if (!sawAgent) problems.push(`line ${index + 1}: ${field} before any user-agent`);
      if (value !== "" && !value.startsWith("/") && !value.startsWith("*"))
        problems.push(`line ${index + 1}: ${field} path must start with /`);
      // Nothing public may be blocked: the whole site, or any page, is for search engines.
      if (value === "/" || value === "/*") problems.push(`line ${index + 1}: blocks the whole site`);
    } else if (field === "sitemap") {
      if (!/^https:\/\/[^/]+\/.+/.test(value))
        problems.push(`line ${index + 1}: sitemap must be an absolute URL`);
    } else if (field !== "crawl-delay") problems.push(`line ${index + 1}: unknown field "${field}"`);
  }
  return problems;
}

describe("the checks themselves", () => {
  const good =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/></head>' +
    '<body><a href="/services">Our services</a><img src="/a.webp" alt="" width="10" height="10"></body></html>';
  it("find nothing in a page that keeps every rule", () => {
    expect(practiceProblems(good)).toEqual([]);
  });
  it("find vague link text, a missing alt, a script link, a blocked zoom and a noindex", () => {
    const bad = good
      .replace('initial-scale=1"', 'initial-scale=1, maximum-scale=1"')
      .replace("Our services", "Leer más")
      .replace('alt="" ', "")
      .replace(
        "</body>",
        '<a href="javascript:void(0)">Open the form</a><meta name="robots" content="noindex"></body>',
      );
    const problems = practiceProblems(bad).join("\n");
    expect(problems).toContain("viewport blocks zoom");
    expect(problems).toContain('link text says nothing: "leer más"');
    expect(problems).toContain("img without alt");
    expect(problems).toContain("crawlable-anchors");
    expect(problems).toContain("is-crawlable");
  });
  it("find a robots.txt that blocks the site or names a relative sitemap", () => {
    expect(
      robotsProblems("User-agent: *\nDisallow: /admin\nSitemap: https://example.com/sitemap.xml\n"),
    ).toEqual([]);
    expect(robotsProblems("User-agent: *\nDisallow: /\nSitemap: /sitemap.xml\nNoindex /x")).toHaveLength(3);
  });
});

describe.runIf(haveBuild || process.env.REQUIRE_BUILD === "1")("every built page", () => {
  it("exists", () => expect(haveBuild).toBe(true));
  const pages = haveBuild ? builtPages(publicDir) : [];

  it("keeps Lighthouse's SEO and Best Practices rules", () => {
    // The pages meant for search engines are the sitemap's (thank-you pages are noindex).
    const indexable = new Set(pages.filter((page) => inSitemap(routerPathOf(page))));
    const problems: string[] = [];
    for (const page of pages) {
      const html = readFileSync(path.join(publicDir, page, "index.html"), "utf8");
      problems.push(...practiceProblems(html, indexable.has(page)).map((problem) => `${page}: ${problem}`));
    }
    expect(pages.length).toBeGreaterThan(100);
    expect(indexable.size).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    // Every built page in one test: about 4 s on an idle 2-core machine, more under load.
  }, 30_000);

  it("serves a robots.txt that blocks only the staff area and the API, with the sitemap's address", () => {
    const text = readFileSync(path.join(publicDir, "robots.txt"), "utf8");
    expect(robotsProblems(text)).toEqual([]);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
