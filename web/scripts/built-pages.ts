import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The pages a build prerendered: every index.html under public/ is one page ("/" for the root).
 * These are exactly the pages the C++ server answers with 200. Used by the post-build step (for
 * the sitemap) and by the tests, which cannot import the content modules (they need Vite).
 */
export function builtPages(publicDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const rel = path.relative(publicDir, dir).split(path.sep).join("/");
        // A language's home page is its folder ("/es/"), as the English one is "/".
        pages.push(rel === "" ? "/" : rel === "es" ? "/es/" : `/${rel}`);
      }
    }
  };
  walk(publicDir);
  return pages.sort();
}

/** Sections whose pages below the index share one route module (a splat route in app/routes.ts). */
const splatSections = ["services", "results", "blog", "guides"];

/**
 * The template a page is rendered with: its own path for a page with its own route, or the
 * section and one "*" per level below it for pages of a splat route (a results category and a
 * case are two templates).
 * A language prefix ("/es") is kept, so each language counts apart.
 */
export function templateOf(page: string): string {
  const parts = page.split("/").filter(Boolean);
  const lang = parts[0] === "es" ? ["es"] : [];
  const rest = parts.slice(lang.length);
  if (rest.length > 1 && splatSections.includes(rest[0]!)) {
    return "/" + [...lang, rest[0], ...rest.slice(1).map(() => "*")].join("/");
  }
  return page;
}

/** The first page (in sorted order) of each template: enough for checks that need a browser. */
export function onePagePerTemplate(pages: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const page of [...pages].sort()) {
    const template = templateOf(page);
    if (!seen.has(template)) seen.set(template, page);
  }
  return [...seen.values()];
}

/** The language of a built page: "es" under /es/ (the Spanish build), else "en". */
export function languageOfPage(page: string): "en" | "es" {
  return page.startsWith("/es/") ? "es" : "en";
}

/** "/es/services" -> "/services", "/es/" -> "/": the page's path in its own build's router. */
export function routerPathOf(page: string): string {
  if (page === "/es/") return "/";
  return page.startsWith("/es/") ? page.slice(3) : page;
}

/** A router path as the address of the page in `language`: "/services" -> "/es/services", "/" -> "/es/". */
export function pageIn(language: "en" | "es", routerPath: string): string {
  if (language === "en") return routerPath;
  return routerPath === "/" ? "/es/" : `/es${routerPath}`;
}
