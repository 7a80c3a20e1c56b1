// The site is built once per language (docs/decisions/0017-spanish-build.md): the Spanish build
// sets VITE_SITE_LANGUAGE=es, serves under /es/ and resolves `#words/<name>` to the Spanish word
// catalogs (content/words/es; docs/decisions/0030). Components read the
// language from here; a build never carries the other language's words.
export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];

/** The language this build renders (English unless the Spanish build says otherwise). */
export const siteLanguage: Language = import.meta.env.VITE_SITE_LANGUAGE === "es" ? "es" : "en";

/** BCP 47 tags, for the structured data's inLanguage. Public pages do not use Intl (lib/format.ts). */
export const localeOf: Record<Language, string> = { en: "en-US", es: "es-US" };
export const ogLocaleOf: Record<Language, string> = { en: "en_US", es: "es_US" };

const prefixOf: Record<Language, string> = { en: "", es: "/es" };

/**
 * A site path ("/services/harassment", as the router sees it, without the language prefix) as
 * the URL path of the page in `language`: "/es/services/harassment", and "/es/" for the home page
 * (a language's home is its folder, as the English one is "/"; the server sends "/es" there).
 */
export function pathIn(language: Language, path: string): string {
  if (language === "en") return path;
  return path === "/" ? `${prefixOf[language]}/` : `${prefixOf[language]}${path}`;
}

/** The other language of a two-language site. */
export function otherLanguage(language: Language): Language {
  return language === "en" ? "es" : "en";
}
