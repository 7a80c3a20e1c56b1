// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages } from "../../scripts/built-pages.ts";

// A link check over the build: every internal href in every HTML file of build/site/public must
// be a public page or a file the site serves. A link to a page that does not exist fails here.
// scripts/test builds first and sets REQUIRE_BUILD=1, so a missing build is a failure.
const publicDir = path.resolve(import.meta.dirname, "../../build/site/public");
const haveBuild = existsSync(path.join(publicDir, "index.html"));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/** The internal targets of href attributes: query and fragment dropped, "//host" excluded. */
function internalHrefs(html: string): string[] {
  const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  return hrefs
    .filter((h) => h.startsWith("/") && !h.startsWith("//"))
    .map((h) => decodeURI(h.split(/[?#]/)[0]!));
}

// Addresses the server answers itself, not files of the build: the fee agreement's PDF behind a
// worker's link (docs/agreement-page.md).
const serverRoutes = new Set(["/agreement/pdf", "/es/agreement/pdf"]);

function servedFile(urlPath: string): boolean {
  const file = path.join(publicDir, urlPath);
  return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile();
}

describe("the link extractor", () => {
  it("finds internal links and ignores others", () => {
    const html = `<a href="/a?x=1#y">a</a><a href="https://x.example/">b</a><link href="/assets/c.css"/>
      <a href="//cdn.example/d">d</a><a href="mailto:x@y.example">e</a><a href="tel:+1">f</a>`;
    expect(internalHrefs(html)).toEqual(["/a", "/assets/c.css"]);
  });
});

describe.runIf(haveBuild || process.env.REQUIRE_BUILD === "1")("link check over the build", () => {
  it("every internal link points at a public page or file", () => {
    // The prerendered pages are exactly the public pages (the prerender list is route-list.ts).
    const pages = new Set(builtPages(publicDir));
    const files = htmlFiles(publicDir);
    expect(files.length).toBeGreaterThan(50);
    const broken: string[] = [];
    let checked = 0;
    for (const file of files) {
      for (const href of internalHrefs(readFileSync(file, "utf8"))) {
        checked++;
        if (!pages.has(href) && !serverRoutes.has(href) && !servedFile(href))
          broken.push(`${path.relative(publicDir, file)} -> ${href}`);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(broken).toEqual([]);
  });
});
