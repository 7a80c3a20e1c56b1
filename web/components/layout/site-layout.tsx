import type { ReactNode } from "react";
import { IntakeProvider } from "@/features/intake/intake-context";
import { IntakeModals } from "@/features/intake/components/intake-modals";
import { PrivacyBanner } from "@/features/privacy/components/privacy-banner";
import { PrivacyProvider } from "@/features/privacy/privacy-context";
import { tickerItems } from "@/content/figures";
import { Breadcrumbs } from "./breadcrumbs";
import { Footer } from "./footer";
import { StatsTicker } from "./stats-ticker";
import { TopBar } from "./top-bar";

const ticker = tickerItems();

declare const __BUILD_YEAR__: number;

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <PrivacyProvider>
      <IntakeProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-blue-900"
        >
          Skip to main content
        </a>
        <TopBar />
        <div className="pt-16">
          <Breadcrumbs />
          <main id="main" tabIndex={-1} className="min-h-[50vh] focus:outline-none">
            {children}
          </main>
        </div>
        <StatsTicker items={ticker} />
        <Footer buildYear={typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear()} />
        <IntakeModals />
      </IntakeProvider>
      <PrivacyBanner />
    </PrivacyProvider>
  );
}
