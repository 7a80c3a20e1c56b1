import { usePathname } from "@/lib/use-pathname";
import { chrome } from "@/content/chrome";
import { otherLanguage, siteLanguage } from "@/lib/i18n/language";
import { otherLanguageHref } from "./language-switch";

/** The offer itself, loaded only for a reader whose browser prefers the other language. */
export function LanguageOfferPanel({ onDismiss }: { onDismiss: () => void }) {
  const pathname = usePathname();
  const offer = chrome.languageOffer;
  return (
    <aside
      lang={offer.lang}
      aria-label={offer.text}
      // Fixed under the top bar, over the page: it appears after hydration (only the browser knows
      // its languages), and in the flow it would push the whole page down (Lighthouse measured a
      // layout shift of 0.104 on a phone). LanguageOffer keeps focus from hiding under it.
      className="fixed inset-x-0 top-16 z-30 border-b border-amber-300 bg-amber-50 px-4 py-2 text-slate-900 shadow-md"
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
          onClick={onDismiss}
          className="inline-flex min-h-11 items-center rounded-md border border-slate-400 px-3 text-slate-900"
        >
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}
