// The JavaScript a built page loads before anyone interacts with it: every script its prerendered
// HTML names (script src, module preloads, every script path the inline boot script names), and
// every module those import statically, transitively. import() inside a module is code loaded on
// demand and does not count. Sizes are gzip level 9 of each file, each
// file counted once per page. Used by the budget test (tests/unit/page-weight.test.ts) and by
// `node scripts/page-weight.ts` (prints a table; docs/performance.md).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { builtPages, languageOfPage, routerPathOf } from "./built-pages.ts";

export type PageWeight = {
  page: string;
  /** Sum of gzip-9 sizes of every file below. */
  gzip: number;
  raw: number;
  files: { file: string; gzip: number; raw: number }[];
};

/**
 * JavaScript before interaction, gzip level 9, for a page whose parts all work as HTML: the site
 * script and nothing else (issue 37: legal pages, articles and guides, results, attorneys, about,
 * book, thank-you, the rights page, the indexes; home and the service pages too, which issue 37
 * allows 60 KB). /book's form is an island hydrated on the first touch, focus or key in it.
 */
export const pageBudgetKb = 30;

/**
 * The templates allowed more, first match wins, English then Spanish KB (the Spanish words are
 * longer): the pages whose island hydrates at once (the case review on /form, the tools, the
 * booked call on /booking) get what they need, held at their size (plus at least 0.5 KB for the
 * build day's figures, rounded up to a KB) so they can only shrink.
 */
export const templateBudgets: readonly { pages: RegExp; kb: number; es: number }[] = [
  { pages: /^\/form$/, kb: 92, es: 95 },
  { pages: /^\/tools\/(deadlines|wage-calculator)$/, kb: 88, es: 89 },
  { pages: /^\/booking$/, kb: 80, es: 81 },
];

/**
 * A page's budget: its template's ("/es/blog/x" is a /blog/x), in its language (`es` for the
 * Spanish pages: their words are longer; docs/performance.md, "Spanish pages").
 */
export function budgetFor(page: string): number {
  const template = templateBudgets.find((b) => b.pages.test(routerPathOf(page)));
  if (!template) return pageBudgetKb * 1024;
  return (languageOfPage(page) === "es" ? template.es : template.kb) * 1024;
}

type Module = {
  text: string;
  gzip: number;
  raw: number;
  /** Modules it imports statically: loaded with it. */
  imports: string[];
  /**
   * Every script it names: its static imports, `import()` and the bundler's preload lists. Worked
   * out on the first walk that follows them (the stylesheets' walk; the budget's never does).
   */
  references?: string[];
};
const modules = new Map<string, Module>();

// Static imports of a bundled ES module: `import "x"`, `import {a} from "x"`, `export * from "x"`.
// Vite/rolldown output names sibling chunks as "./name.js" or "/assets/name.js".
const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+\.js)["']/g;
// Any quoted script path: "./x.js", "../x.js", "/assets/x.js", and the base-relative
// "assets/pages/x.js" of the bundler's preload lists.
const quotedScript = /["'`]((?:\.{1,2}\/|\/)?[\w./-]+\.js)["'`]/g;

function readModule(publicDir: string, url: string): Module {
  const cached = modules.get(path.join(publicDir, url));
  if (cached) return cached;
  const body = readFileSync(path.join(publicDir, url));
  const text = body.toString("utf8");
  const imports = [...text.matchAll(staticImport)].map((m) => new URL(m[1]!, `http://x${url}`).pathname);
  const entry: Module = { text, gzip: zlib.gzipSync(body, { level: 9 }).length, raw: body.length, imports };
  modules.set(path.join(publicDir, url), entry);
  return entry;
}

/** Every built script a module names (Module.references), found once. */
function referencesOf(publicDir: string, url: string): string[] {
  const module = readModule(publicDir, url);
  // A base-relative path is under the module's language's base (/es/ for the Spanish build).
  const base = url.startsWith("/es/") ? "/es/" : "/";
  module.references ??= [...module.text.matchAll(quotedScript)]
    .flatMap(([, ref]) =>
      /^\.{0,2}\//.test(ref!)
        ? [new URL(ref!, `http://x${url}`).pathname]
        : [new URL(ref!, `http://x${url}`).pathname, `${base}${ref}`],
    )
    .filter((candidate) => statSync(path.join(publicDir, candidate), { throwIfNoEntry: false })?.isFile());
  return module.references;
}

/**
 * `roots` and every module they import, less `skip`, each once: statically only (what loads with
 * the page), or `onDemand` too (every script the page can come to run: `import()` and preload lists).
 */
export function moduleClosure(
  publicDir: string,
  roots: readonly string[],
  { onDemand = false, skip = new Set<string>() }: { onDemand?: boolean; skip?: ReadonlySet<string> } = {},
): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url) || skip.has(url)) continue;
    seen.add(url);
    queue.push(...(onDemand ? referencesOf(publicDir, url) : readModule(publicDir, url).imports));
  }
  return [...seen].sort();
}

/** A built script's text (read once per build). */
export const scriptText = (publicDir: string, url: string): string => readModule(publicDir, url).text;

/** Script URLs an HTML page names before interaction. */
export function namedScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g)) urls.add(m[1]!);
  for (const script of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    // Whatever the boot script imports or preloads: every quoted script path in it.
    for (const m of script[1]!.matchAll(/["'](\/[^"'\s]+\.js)["']/g)) urls.add(m[1]!);
  }
  return [...urls].filter((u) => u.startsWith("/"));
}

/** `roots` and every module they import statically, less `skip`: each file once, biggest first. */
function closureWeight(
  publicDir: string,
  page: string,
  roots: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): PageWeight {
  const files = moduleClosure(publicDir, roots, { skip }).map((file) => ({
    file,
    ...readModule(publicDir, file),
  }));
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    page,
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    raw: files.reduce((n, f) => n + f.raw, 0),
    files: files.map(({ file, gzip, raw }) => ({ file, gzip, raw })),
  };
}

export function pageWeight(publicDir: string, page: string): PageWeight {
  const html = readFileSync(path.join(publicDir, page, "index.html"), "utf8");
  return closureWeight(publicDir, page, namedScripts(html));
}

/**
 * What opening an intake form downloads after `page` was shown (on intent, on idle or when the
 * dialog opens): both forms' chunks and their static imports, less what the page already loaded.
 */
export function intakeFormsWeight(publicDir: string, page: string): PageWeight {
  const loaded = new Set(pageWeight(publicDir, page).files.map((f) => f.file));
  const assets = path.join(publicDir, languageOfPage(page) === "es" ? "es/assets/pages" : "assets/pages");
  const prefix = assets.slice(publicDir.length).split(path.sep).join("/");
  const forms = readdirSync(assets)
    .filter((f) => /^(case-review-wizard|harassment-questionnaire)-[\w-]+\.js$/.test(f))
    .map((f) => `${prefix}/${f}`);
  return closureWeight(publicDir, page, forms, loaded);
}

/**
 * The intake forms' download after the home page, per language, held where it is. Since the home
 * page loads no React (issue 37), opening a form brings it with the dialog: about 66 KB of the
 * figure (the forms alone were 15 KB in English, 17 KB in Spanish, whose forms carry their words,
 * config/forms/es.json). It is fetched when the browser is idle after the page is shown, or on intent.
 */
export const intakeFormsBudgetKb = { en: 85.0, es: 87.0 } as const;

export function siteWeights(publicDir: string): PageWeight[] {
  return builtPages(publicDir).map((page) => pageWeight(publicDir, page));
}

const kb = (n: number) => (n / 1024).toFixed(1);

/**
 * Each template budget beside the heaviest page it holds, per language, and the budget a refresh
 * would give it (that page plus 0.5 KB, rounded up to a KB): the table to copy into
 * templateBudgets when a change makes pages lighter.
 */
function printBudgets(weights: readonly PageWeight[]): void {
  console.log("\ntemplate budgets (KB gz): budget / heaviest page / refreshed, English then Spanish");
  for (const budget of templateBudgets) {
    const columns = (["en", "es"] as const).map((language) => {
      const held = weights.filter(
        (w) => languageOfPage(w.page) === language && budget.pages.test(routerPathOf(w.page)),
      );
      const heaviest = Math.max(...held.map((w) => w.gzip));
      const limit = language === "es" ? budget.es : budget.kb;
      return `${String(limit).padStart(4)} / ${kb(heaviest).padStart(6)} / ${String(Math.ceil(heaviest / 1024 + 0.5)).padStart(4)}`;
    });
    console.log(`  ${String(budget.pages).padEnd(44)} ${columns.join("    ")}`);
  }
  console.log();
}

if (import.meta.main) {
  const publicDir = path.resolve(import.meta.dirname, "../build/site/public");
  const weights = siteWeights(publicDir);
  const detail = process.argv.slice(2);
  for (const w of weights) {
    if (detail.length > 0 && !detail.includes(w.page)) continue;
    console.log(
      `${kb(w.gzip).padStart(6)} KB gz  ${kb(w.raw).padStart(6)} KB raw  ${String(w.files.length).padStart(3)} files  ${w.page}`,
    );
    if (detail.length > 0)
      for (const f of w.files) console.log(`        ${kb(f.gzip).padStart(6)} KB gz  ${f.file}`);
  }
  if (detail.length === 0) printBudgets(weights);
  for (const page of ["/", "/es/"]) {
    const forms = intakeFormsWeight(publicDir, page);
    console.log(
      `intake forms after ${page}: ${kb(forms.gzip)} KB gz in ${forms.files.length} files (budget ${intakeFormsBudgetKb[languageOfPage(page)].toFixed(1)})`,
    );
  }
  const max = weights.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const plain = weights.filter((w) => budgetFor(w.page) === pageBudgetKb * 1024);
  const plainMax = plain.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(
    `pages: ${weights.length}; heaviest: ${max.page} ${kb(max.gzip)} KB gz; ` +
      `${plain.length} pages within ${pageBudgetKb} KB gz, heaviest ${plainMax.page} ${kb(plainMax.gzip)} KB gz`,
  );
}
