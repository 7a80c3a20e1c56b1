import { pathIn, siteLanguage } from "@/lib/i18n/language";
import { chrome } from "@/content/chrome";
import { useSyncExternalStore, type ReactNode } from "react";
import { footerNotes } from "@/content/legal-notes";
import { footerLinks } from "@/content/navigation";
import { priorResultsDisclaimer } from "@/content/statements";
import { TrackedLink } from "@/components/ui/tracked-link";
import { fullAddress, site, telHref } from "@/lib/site-config";

/** `privacyChoices` is the consent feature's button, placed by the site layout (app/site-layout.tsx). */
export function Footer({ buildYear, privacyChoices }: { buildYear: number; privacyChoices?: ReactNode }) {
  // Prerendered with the build year; corrected after hydration if the year has turned since.
  const year = useSyncExternalStore(
    () => () => {},
    () => new Date().getFullYear(),
    () => buildYear,
  );
  const r = site.responsible;
  return (
    <footer className="bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{site.brand.name}</p>
          <p className="mt-2 text-slate-300">{site.brand.tagline}</p>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={telHref()} className="underline underline-offset-2">
                {chrome.call} {site.contact.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.contact.email}`} className="underline underline-offset-2">
                {site.contact.email}
              </a>
            </li>
            <li className="text-slate-300">{site.contact.hours}</li>
            {siteLanguage === "en" && (
              <li>
                <a
                  href={pathIn("es", "/")}
                  hrefLang="es"
                  lang="es"
                  className="font-semibold underline underline-offset-2"
                >
                  {chrome.spanishSpoken}
                </a>
              </li>
            )}
          </ul>
        </div>
        <nav aria-label={chrome.footerNav}>
          <p className="font-semibold">{chrome.quickLinks}</p>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
            {footerLinks.map((link) => (
              <li key={link.href + link.label}>
                <TrackedLink
                  to={link.href}
                  category="footer"
                  priority="low"
                  className="inline-block py-1.5 underline-offset-2 hover:underline"
                >
                  {link.label}
                </TrackedLink>
              </li>
            ))}
            {privacyChoices && <li>{privacyChoices}</li>}
          </ul>
        </nav>
        <div className="text-sm text-slate-300">
          <p className="font-semibold text-slate-100">
            {chrome.attorneyAdvertisement} | {priorResultsDisclaimer}
          </p>
          <p className="mt-3">
            {chrome.responsibleAttorney} {r.attorneyName}
            {r.attorneyBarNumber ? ` (${chrome.stateBarNumber} ${r.attorneyBarNumber})` : ""}, {r.firmName},{" "}
            {fullAddress()}.
          </p>
          {r.referralCertification && (
            <p className="mt-2">
              {footerNotes.referralCertification} {r.referralCertification}.
            </p>
          )}
          <p className="mt-2">{footerNotes.generalInformation}</p>
        </div>
      </div>
      <p className="border-t border-slate-700 px-4 py-4 text-center text-sm text-slate-300">
        © {year} {r.firmName}. {chrome.allRightsReserved}
      </p>
    </footer>
  );
}
