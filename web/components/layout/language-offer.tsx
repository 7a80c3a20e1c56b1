import { useEffect, useState } from "react";
import { LanguageOfferPanel } from "./language-offer-panel";
import { otherLanguage, siteLanguage } from "@/lib/i18n/language";
import { useScrollPadding } from "@/lib/use-scroll-padding";

// When the browser says its reader prefers the other language, a small offer to switch, never an
// automatic redirect. "No, thanks" is remembered in this browser's local storage (no cookie, and
// nothing is sent anywhere), so the offer does not come back. (Loading the panel on demand was
// tried: the dynamic import's helper cost English pages more than the panel it left out.)
const dismissedKey = "firm.languageOffer.dismissed";

/** Whether the reader's languages put the other language before this page's. */
export function prefersOtherLanguage(preferred: readonly string[], page = siteLanguage): boolean {
  const other = otherLanguage(page);
  for (const tag of preferred) {
    const language = tag.toLowerCase().split("-")[0];
    if (language === page) return false;
    if (language === other) return true;
  }
  return false;
}

export function LanguageOffer() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = window.localStorage.getItem(dismissedKey) === "1";
    } catch {
      // Storage refused (private mode): the offer may show again, which is harmless.
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's languages exist only after hydration
    setShow(!dismissed && prefersOtherLanguage(navigator.languages ?? [navigator.language]));
  }, []);
  // Keep focused elements from hiding under the top bar and the offer (WCAG 2.4.11); the
  // stylesheet's 5rem is the top bar's alone.
  useScrollPadding("top", "12rem", show);
  if (!show) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey, "1");
    } catch {
      // Nothing to remember it in: it is still gone for this page view.
    }
    setShow(false);
  };
  return <LanguageOfferPanel onDismiss={dismiss} />;
}
