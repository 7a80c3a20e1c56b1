import { LanguageOfferPanel } from "./language-offer-panel";
import { otherLanguage, siteLanguage, type Language } from "@/lib/i18n/language";

// When the browser says its reader prefers the other language, a small offer to switch, never an
// automatic redirect. "No, thanks" is remembered in this browser's local storage (no cookie, and
// nothing is sent anywhere), so the offer does not come back.
//
// Only the browser knows its languages, so the decision is a small inline script that runs while
// the page is parsed, before anything below it is painted: it marks <html> with
// data-language-offer, and the stylesheet shows the offer, in the page's flow, from the first
// paint. The offer then takes its own space and nothing that was painted moves, at any width
// (issue 37). The same script handles "No, thanks" at once, before or without the page's other
// scripts.
export const languageOfferDismissedKey = "firm.languageOffer.dismissed";

/** The inline script for a page in `page`: plain ES5, no imports, run as written. */
export function languageOfferScript(page: Language, other: Language = otherLanguage(page)): string {
  const body = `var root = document.documentElement;
try {
  if (localStorage.getItem(key) === "1") return;
} catch (error) {}
var preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
for (var i = 0; i < preferred.length; i++) {
  var language = String(preferred[i]).toLowerCase().split("-")[0];
  if (language === page) return;
  if (language === other) break;
}
if (i === preferred.length) return;
root.setAttribute("data-language-offer", "");
document.addEventListener("click", function (event) {
  var target = event.target;
  if (!target || !target.closest || !target.closest("[data-language-offer-dismiss]")) return;
  root.removeAttribute("data-language-offer");
  try {
    localStorage.setItem(key, "1");
  } catch (error) {}
});`;
  const args = [page, other, languageOfferDismissedKey].map((value) => JSON.stringify(value));
  return `(function (page, other, key) {\n${body}\n})(${args.join(", ")});`;
}

export function LanguageOffer() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: languageOfferScript(siteLanguage) }} />
      <LanguageOfferPanel />
    </>
  );
}
