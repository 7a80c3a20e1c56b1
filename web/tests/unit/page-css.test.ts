// Each public page's inline stylesheet holds the rules it can use and no others (scripts/page-css.ts),
// checked over the real build (web/build/site) against the staff area's shell, which keeps the
// site's whole stylesheet. scripts/test builds first and sets REQUIRE_BUILD=1.
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { builtPages } from "../../scripts/built-pages.ts";
import { inlineStylesheet } from "../../scripts/page-css.ts";
import { moduleClosure } from "../../scripts/page-weight.ts";

const siteDir = path.join(import.meta.dirname, "../../build/site");
const publicDir = path.join(siteDir, "public");
const haveBuild = existsSync(path.join(publicDir, "index.html"));

const stylesheetOf = (html: string) => inlineStylesheet.exec(html)?.[2] ?? "";

/** A class name as Tailwind writes it in a selector (every character but [A-Za-z0-9_-] escaped). */
function selectorOf(className: string): string {
  const escaped = className.replace(/[^A-Za-z0-9_-]/g, (c) => `\\${c}`);
  return /^\d/.test(escaped) ? `\\3${escaped[0]} ${escaped.slice(1)}` : escaped;
}

/** Whether `css` has a rule naming the class (not only a longer class that starts with it). */
function hasRuleFor(css: string, className: string): boolean {
  const selector = `.${selectorOf(className)}`;
  for (let at = css.indexOf(selector); at >= 0; at = css.indexOf(selector, at + 1)) {
    const next = css[at + selector.length] ?? "";
    if (!/[\w\\-]/.test(next)) return true;
  }
  return false;
}

/** The class names a page's markup uses, as the browser reads them. */
const classesIn = (html: string) =>
  new Set(
    [...new JSDOM(html).window.document.querySelectorAll("[class]")].flatMap((el) => [...el.classList]),
  );

/** Class-like words of a script's string literals. */
const wordsIn = (script: string) =>
  new Set([...script.matchAll(/["'`]([^"'`]*)["'`]/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));

describe("the scripts a page can run", () => {
  it("follow static imports, import() and the bundler's preload lists, each once", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "page-css-"));
    try {
      mkdirSync(path.join(dir, "assets/pages"), { recursive: true });
      mkdirSync(path.join(dir, "es/assets/pages"), { recursive: true });
      const file = (name: string, body: string) => writeFileSync(path.join(dir, name), body);
      file("assets/pages/entry.js", `import{a}from"./shared.js";const f=()=>import("./form.js");`);
      file("assets/pages/shared.js", `export const a=1;const deps=["assets/pages/dep.js"];`);
      file("assets/pages/form.js", `import"./shared.js";export const cls="w-full";`);
      file("assets/pages/dep.js", "export const d=1;");
      file("assets/pages/unused.js", "export const u=1;");
      file("es/assets/pages/entry.js", `const deps=["assets/pages/dep.js"];`);
      file("es/assets/pages/dep.js", "export const d=2;");
      expect(moduleClosure(dir, ["/assets/pages/entry.js"], { onDemand: true })).toEqual([
        "/assets/pages/dep.js",
        "/assets/pages/entry.js",
        "/assets/pages/form.js",
        "/assets/pages/shared.js",
      ]);
      // What loads with the page: static imports only.
      expect(moduleClosure(dir, ["/assets/pages/entry.js"])).toEqual([
        "/assets/pages/entry.js",
        "/assets/pages/shared.js",
      ]);
      // A Spanish module's base-relative paths are under /es/.
      expect(moduleClosure(dir, ["/es/assets/pages/entry.js"], { onDemand: true })).toEqual([
        "/es/assets/pages/dep.js",
        "/es/assets/pages/entry.js",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("escapes class names as Tailwind's selectors do", () => {
    const css = ".lg\\:hidden{display:none}.w-\\[40rem\\]{width:40rem}.\\32 xl\\:p-4{padding:1rem}.p-40{x:y}";
    expect(hasRuleFor(css, "lg:hidden")).toBe(true);
    expect(hasRuleFor(css, "w-[40rem]")).toBe(true);
    expect(hasRuleFor(css, "2xl:p-4")).toBe(true);
    expect(hasRuleFor(css, "p-4")).toBe(false);
  });
});

describe.runIf(haveBuild || process.env.REQUIRE_BUILD === "1")("each page's stylesheet", () => {
  it("exists", () => expect(haveBuild).toBe(true));
  // Every public page and the section not-found pages (served from errors/ with status 404).
  const files = haveBuild
    ? [
        ...builtPages(publicDir).map((page) => path.join("public", page, "index.html")),
        ...["errors", "errors/es"].flatMap((dir) =>
          readdirSync(path.join(siteDir, dir))
            .filter((f) => f.endsWith(".html"))
            .map((f) => path.join(dir, f)),
        ),
      ]
    : [];
  const whole = haveBuild ? stylesheetOf(readFileSync(path.join(siteDir, "admin/index.html"), "utf8")) : "";

  it.each(files)("%s has a rule for every class it uses, and less than the whole stylesheet", (file) => {
    const html = readFileSync(path.join(siteDir, file), "utf8");
    const css = stylesheetOf(html);
    expect(whole.length).toBeGreaterThan(30_000);
    expect(css.length).toBeGreaterThan(10_000);
    expect(css.length).toBeLessThan(whole.length);
    const missing = [...classesIn(html)].filter((c) => hasRuleFor(whole, c) && !hasRuleFor(css, c));
    expect(missing, "classes of the markup without their rule").toEqual([]);
  });

  it("keeps the rules of the code a page loads on demand: the intake forms on the home page", () => {
    for (const [home, assets] of [
      ["/", "assets/pages"],
      ["/es/", "es/assets/pages"],
    ] as const) {
      const html = readFileSync(path.join(publicDir, home, "index.html"), "utf8");
      const css = stylesheetOf(html);
      const forms = readdirSync(path.join(publicDir, assets)).filter((f) =>
        /^(case-review-wizard|harassment-questionnaire|form-fields)-[\w-]+\.js$/.test(f),
      );
      expect(forms.length).toBeGreaterThan(2);
      const markup = classesIn(html);
      const lazy = forms
        .flatMap((f) => [...wordsIn(readFileSync(path.join(publicDir, assets, f), "utf8"))])
        .filter((w) => !markup.has(w) && hasRuleFor(whole, w));
      // The forms use classes the home page's markup does not: their rules must be there anyway.
      expect(lazy.length, home).toBeGreaterThan(0);
      expect(
        lazy.filter((w) => !hasRuleFor(css, w)),
        home,
      ).toEqual([]);
    }
  });
});
