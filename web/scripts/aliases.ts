import path from "node:path";

const webRoot = path.resolve(import.meta.dirname, "..");

/**
 * `#words/<name>`: the word catalog of the build's language, content/words/<language>/<name>.ts
 * (lib/words.ts; docs/decisions/0030-facts-once-words-per-language.md). Every Vite run that loads
 * content uses it: both browser builds, the build-data and site-mode plugins' module runners, and
 * the unit tests (English). Type-checking reads the English catalogs (tsconfig.json's paths);
 * each Spanish catalog satisfies its English one's type.
 */
export function wordsAlias(language: "en" | "es" = process.env.VITE_SITE_LANGUAGE === "es" ? "es" : "en") {
  return { find: /^#words\//, replacement: `${path.join(webRoot, "content", "words", language)}/` };
}
