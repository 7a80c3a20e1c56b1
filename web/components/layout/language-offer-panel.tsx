import { usePathname } from "@/lib/use-pathname";
import { chrome } from "@/content/chrome";
import { otherLanguage, siteLanguage } from "@/lib/i18n/language";
import { otherLanguageHref } from "./language-switch";

/**
 * The offer itself, in every page's HTML and hidden by the stylesheet (`.language-offer` in
 * app/app.css) unless the inline script of LanguageOffer marked <html> for it.
 */
export function LanguageOfferPanel() {
  const pathname = usePathname();
  const offer = chrome.languageOffer;
  return (
    <aside
      lang={offer.lang}
      aria-label={offer.text}
      className="language-offer border-b border-amber-300 bg-amber-50 px-4 py-2 text-slate-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2">
        <p>{offer.text}</p>
        <a
          href={otherLanguageHref(pathname)}
          hrefLang={otherLanguage(siteLanguage)}
          className="inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2"
        >
          {offer.accept}
        </a>
        <button
          type="button"
          data-language-offer-dismiss=""
          className="inline-flex min-h-11 items-center rounded-md border border-slate-400 px-3 text-slate-900"
        >
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}
