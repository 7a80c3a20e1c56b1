import type { ReactNode } from "react";
import { PrivacyChoicesButton } from "@/features/privacy/components/privacy-banner";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { Footer } from "@/components/layout/footer";
import { StatsTicker } from "@/components/layout/stats-ticker";
import { TopBar } from "@/components/layout/top-bar";
import { LanguageOffer } from "@/components/layout/language-offer";
import { tapQueueScript } from "@/components/layout/tap-queue";
import { tickerItems } from "@/content/figures";
import { chrome } from "@/content/chrome";

const ticker = tickerItems();

declare const __BUILD_YEAR__: number;

// The public site's chrome. It lives in app/ because it composes features; the pieces it places are
// shared components. It is markup only: what the chrome does in the browser (menus, ticker, intake
// openers and dialogs, the consent banner, held taps) is the site script's (app/site-script.ts).
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: tapQueueScript }} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-blue-900"
      >
        {chrome.skipToContent}
      </a>
      <TopBar />
      <div className="pt-16">
        <LanguageOffer />
        <Breadcrumbs />
        <main id="main" tabIndex={-1} className="min-h-[50vh] focus:outline-none">
          {children}
        </main>
      </div>
      <StatsTicker items={ticker} />
      <Footer
        buildYear={typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear()}
        privacyChoices={<PrivacyChoicesButton />}
      />
    </>
  );
}
