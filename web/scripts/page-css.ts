// Each public page's inline stylesheet holds only the rules that page can use (issue 17: "CSS: only
// what the page uses"). The site's stylesheet (app/app.css, Tailwind) is built for every file
// under components/, features/ and content/, the staff area included; a page needs the classes in
// its own HTML and in the scripts it can load: the ones it starts after the first paint and
// everything they import, statically or on demand (a form opened as a dialog, the consent
// banner's settings, an article's body). Tailwind's own scanner finds the class names in those
// files and Tailwind's compiler builds the stylesheet for them, so a page's stylesheet is what
// Tailwind would write for a site made of that page alone. Used by the post-build step and by
// tests/unit/page-css.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { moduleClosure, namedScripts, scriptText } from "./page-weight.ts";

const appDir = path.resolve(import.meta.dirname, "../app");

/** The inline stylesheet React writes in every prerendered page's head (root.tsx, `SiteStyles`). */
export const inlineStylesheet =
  /(<style data-precedence="default" data-href="\/site\.css">)([\s\S]*?)(<\/style>)/;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/** The values of the markup's class attributes, with React's character references decoded. */
export function classAttributes(html: string): string[] {
  return [...html.matchAll(/\bclass="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_all, name: string) => entities[name]!),
  );
}

/** Builds page stylesheets over one build's public files. */
export function pageStylesheetBuilder(publicDir: string) {
  const source = readFileSync(path.join(appDir, "app.css"), "utf8");
  return {
    /** The class names a page can use: from its HTML (less its stylesheet) and its scripts. */
    candidates(html: string): string[] {
      const files = moduleClosure(publicDir, namedScripts(html), { onDemand: true });
      const scanner = new Scanner({ sources: [] });
      return scanner.scanFiles([
        { content: html.replace(inlineStylesheet, ""), extension: "html" },
        // The markup's class attributes as the browser reads them: React writes "[&>p]:mt-2" as
        // "[&amp;&gt;p]:mt-2", which the scanner does not decode.
        { content: classAttributes(html).join(" "), extension: "txt" },
        ...files.map((url) => ({ content: scriptText(publicDir, url), extension: "js" })),
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
