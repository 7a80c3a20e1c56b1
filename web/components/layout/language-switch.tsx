import { usePathname } from "@/lib/use-pathname";
import { chrome } from "@/content/chrome";
import { otherLanguage, pathIn, siteLanguage } from "@/lib/i18n/language";

/** The same page in the other language. */
export function otherLanguageHref(pathname: string): string {
  return pathIn(otherLanguage(siteLanguage), pathname === "" ? "/" : pathname);
}

/**
 * The link to this page in the other language, written in that language. A plain link, not a
 * router link: each language is its own build (docs/decisions/0017-spanish-build.md).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  // Without the trailing slash React Router prerenders with: the server would redirect it.
  const pathname = usePathname();
  const { label, name, lang } = chrome.otherLanguage;
  return (
    <a href={otherLanguageHref(pathname)} hrefLang={lang} lang={lang} aria-label={name} className={className}>
      {label}
    </a>
  );
}
