// Each public page's inline stylesheet holds only the rules that page can use (issue 17: "CSS: only
// what the page uses"). The site's stylesheet (app/app.css, Tailwind) is built for every file
// under components/, features/ and content/, the staff area included; a page needs the classes in
// its own HTML and in the scripts it can load: the ones it starts after the first paint and
// everything they import, statically or on demand (a form opened as a dialog, the consent
// banner's settings, an article's body). Tailwind's own scanner finds the class names in those
// files and Tailwind's compiler builds the stylesheet for them, so a page's stylesheet is what
// Tailwind would write for a site made of that page alone. Used by the post-build step and by
// tests/unit/page-css.test.ts.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { namedScripts } from "./page-weight.ts";

const appDir = path.resolve(import.meta.dirname, "../app");

/** The inline stylesheet React writes in every prerendered page's head (root.tsx, `SiteStyles`). */
export const inlineStylesheet =
  /(<style data-precedence="default" data-href="\/site\.css">)([\s\S]*?)(<\/style>)/;

// Any quoted path to a script in a built module: "./x.js", "../x.js", "/assets/x.js", and the
// base-relative "assets/pages/x.js" of the bundler's preload lists.
const quotedScript = /["'`]((?:\.{1,2}\/|\/)?[\w./-]+\.js)["'`]/g;

/**
 * Every script a page can run: `roots` (what its HTML names) and every module they import, whether
 * statically or with `import()`, transitively; URL paths under `publicDir`.
 */
export function reachableScripts(publicDir: string, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const base = url.startsWith("/es/") ? "/es/" : "/";
    const text = readFileSync(path.join(publicDir, url), "utf8");
    for (const [, ref] of text.matchAll(quotedScript)) {
      const candidates = /^\.{0,2}\//.test(ref!)
        ? [new URL(ref!, `http://site${url}`).pathname]
        : [new URL(ref!, `http://site${url}`).pathname, `${base}${ref}`];
      for (const candidate of candidates) {
        const file = path.join(publicDir, candidate);
        if (existsSync(file) && statSync(file).isFile()) queue.push(candidate);
      }
    }
  }
  return [...seen].sort();
}

/** Builds page stylesheets over one build's public files. */
export function pageStylesheetBuilder(publicDir: string) {
  const source = readFileSync(path.join(appDir, "app.css"), "utf8");
  const scripts = new Map<string, string>();
  const script = (url: string) => {
    let text = scripts.get(url);
    if (text === undefined) {
      text = readFileSync(path.join(publicDir, url), "utf8");
      scripts.set(url, text);
    }
    return text;
  };
  return {
    /** The class names a page can use: from its HTML (less its stylesheet) and its scripts. */
    candidates(html: string): string[] {
      const files = reachableScripts(publicDir, namedScripts(html));
      const scanner = new Scanner({ sources: [] });
      return scanner.scanFiles([
        { content: html.replace(inlineStylesheet, ""), extension: "html" },
        ...files.map((url) => ({ content: script(url), extension: "js" })),
      ]);
    },
    /**
     * The page's stylesheet, minified as the site's is. A compiler per page: Tailwind's `build`
     * adds to the candidates of every earlier call on the same compiler.
     */
    async stylesheet(html: string): Promise<string> {
      const compiler = await compile(source, { base: appDir, onDependency: () => {} });
      return optimize(compiler.build(this.candidates(html)), { minify: true }).code.trim();
    },
    /** The page with its inline stylesheet cut to what it can use. */
    async withPageStylesheet(html: string): Promise<string> {
      if (!inlineStylesheet.test(html)) throw new Error("the page has no inline stylesheet");
      const css = await this.stylesheet(html);
      return html.replace(
        inlineStylesheet,
        (_all, open: string, _css: string, close: string) => open + css + close,
      );
    },
  };
}
