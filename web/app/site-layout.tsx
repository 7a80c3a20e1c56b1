import type { ReactNode } from "react";
import { IntakeProvider } from "@/features/intake/intake-context";
import { IntakeModals } from "@/features/intake/components/intake-modals";
import { PrivacyBanner, PrivacyChoicesButton } from "@/features/privacy/components/privacy-banner";
import { PrivacyProvider } from "@/features/privacy/privacy-context";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { Footer } from "@/components/layout/footer";
import { StatsTicker } from "@/components/layout/stats-ticker";
import { TopBar } from "@/components/layout/top-bar";
import { LanguageOffer } from "@/components/layout/language-offer";
import { TapQueue } from "@/components/layout/tap-queue";
import { tickerItems } from "@/content/figures";
import { chrome } from "@/content/chrome";

const ticker = tickerItems();

declare const __BUILD_YEAR__: number;

// The public site's chrome and the features every public page shares (intake modals, consent). It
// lives in app/ because it composes features; the pieces it places are shared components.
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <PrivacyProvider>
      <IntakeProvider>
        <TapQueue />
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
        <IntakeModals />
      </IntakeProvider>
      <PrivacyBanner />
    </PrivacyProvider>
  );
}
