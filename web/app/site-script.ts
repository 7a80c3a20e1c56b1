import { enhanceMenus } from "@/components/layout/menus";
import { replayHeldTap } from "@/components/layout/tap-queue";
import { startTicker } from "@/components/layout/ticker";
import { startCarousel } from "@/components/sections/carousel";
import { startRipples } from "@/components/sections/ripples";
import { enhanceDisclosures } from "@/components/ui/disclosures";
import { watchImages } from "@/components/ui/image-fallback";
import { startIntakeOpeners } from "@/features/intake/openers";
import { showSentRequest } from "@/features/intake/thank-you";
import { startPrivacy } from "@/features/privacy/privacy-state";
import { trackLinkClicks } from "@/lib/analytics";
import { startIslands } from "./start-islands";
import { showDay } from "@/lib/by-day";
import { californiaToday } from "@/lib/format";

// The site script: every public page runs it, and only it (scripts/page-entries.ts makes it the
// pages' one entry). It is what the chrome and the HTML-first controls do in the browser, without
// React: text that depends on the reader's day (legal figures, lib/by-day.ts), the menus' keys and
// hover, the ticker, the home page's carousel and ripples, the pictures' fallback, the disclosures'
// extras, the analytics click event, the intake openers (whose dialogs are a React root made on
// the first opening) and the consent banner (a React root made only when it shows). A page with
// islands (the forms, the tools, /book, /booking) has each hydrated by React, loaded for it
// (app/start-islands.ts).

/**
 * Starts the site's behaviour. Once the islands hydrated at once are live, the page is marked live
 * and a tap held before the script ran (components/layout/tap-queue.ts) is carried out.
 */
export function startSite(): void {
  showDay(californiaToday());
  enhanceMenus();
  enhanceDisclosures();
  watchImages();
  trackLinkClicks();
  const ticker = document.querySelector<HTMLElement>("[data-ticker]");
  if (ticker) startTicker(ticker);
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) startCarousel(carousel);
  for (const ripples of document.querySelectorAll<HTMLElement>("[data-ripples]")) startRipples(ripples);
  startIntakeOpeners();
  startPrivacy();
  // /thank-you: the request just sent, and a time for its call (a React root, loaded for it).
  const lead = showSentRequest();
  const offer = document.querySelector<HTMLElement>("[data-sent-lead-offer]");
  if (lead && offer)
    void import("@/features/booking/call-time-root").then((root) => root.mountCallTimeOffer(offer, lead));
  void startIslands().then(() => replayHeldTap());
}
