import path from "node:path";

const webRoot = path.resolve(import.meta.dirname, "..");

/**
 * `#words/<name>`: the word catalog of the build's language, content/words/<language>/<name>.ts
 * (lib/words.ts; docs/decisions/0030-facts-once-words-per-language.md). Each Spanish catalog
 * satisfies its English one's type.
 */
function wordsAlias(language: "en" | "es") {
  return { find: /^#words\//, replacement: `${path.join(webRoot, "content", "words", language)}/` };
}

/**
 * The import aliases, declared once for every Vite run that loads the site's modules: both browser
 * builds (vite.config.ts, vite.pages.config.ts), the build-data and site-mode plugins' module
 * runners (vite-shared.ts, vite-site-mode-plugin.ts) and the unit tests (vitest.config.ts, English
 * words): `#words/<name>` as above, and `@/` for the web root. Their mirrors, which Vite does not
 * read, follow these: tsconfig.json's "paths" for the type-checker (the English catalogs) and
 * package.json's "imports" for Node running a script directly.
 */
export function aliases(language: "en" | "es" = process.env.VITE_SITE_LANGUAGE === "es" ? "es" : "en") {
  return [wordsAlias(language), { find: "@", replacement: webRoot }];
}
