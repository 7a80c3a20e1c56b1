import { useRef } from "react";
import { Link } from "@/components/ui/site-link";
import { useScrollPadding } from "@/lib/use-scroll-padding";
import { privacyChoicesCopy as copy } from "@/content/privacy-choices";
import { trackingEnabled } from "../tracking";
import { usePrivacy } from "../privacy-context";

const outlineButton = "min-h-11 rounded-md border border-slate-500 px-5 font-semibold text-slate-900";

/** Asks before any advertising or analytics tag loads; also the "Your Privacy Choices" panel. */
export function PrivacyBanner() {
  const { bannerOpen, config, gpc, choice, choose, closeChoices } = usePrivacy();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Keep focused elements from hiding under the banner (WCAG 2.4.11).
  useScrollPadding("bottom", "14rem", bannerOpen);

  if (!bannerOpen) return null;
  const enabled = trackingEnabled(config);
  return (
    <section
      aria-labelledby="privacy-banner-title"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto max-w-5xl">
        <h2 ref={headingRef} id="privacy-banner-title" className="text-lg font-semibold">
          {copy.heading}
        </h2>
        {!enabled ? (
          <p className="mt-1 text-slate-700">{copy.noTags}</p>
        ) : gpc ? (
          <p className="mt-1 text-slate-700">{copy.gpc}</p>
        ) : (
          <p className="mt-1 text-slate-700">
            {copy.askConsent} {choice ? copy.currentChoice(choice) : ""}{" "}
            <Link to="/privacy" className="text-blue-800 underline underline-offset-2">
              {copy.policyLink}
            </Link>
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-3">
          {enabled && !gpc && (
            <>
              <button
                type="button"
                onClick={() => choose("accepted")}
                className="min-h-11 rounded-md bg-blue-800 px-5 font-semibold text-white"
              >
                {copy.accept}
              </button>
              <button type="button" onClick={() => choose("declined")} className={outlineButton}>
                {copy.decline}
              </button>
            </>
          )}
          {(!enabled || gpc) && (
            <button type="button" onClick={closeChoices} className={outlineButton}>
              {copy.close}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/** The footer link that reopens the choice at any time (the site script opens it: privacy-state.ts). */
export function PrivacyChoicesButton() {
  return (
    <button
      type="button"
      data-needs-script
      data-privacy-choices
      className="inline-block py-1.5 text-left underline-offset-2 hover:underline"
    >
      {copy.reopen}
    </button>
  );
}

/**
 * Placed on /thank-you: marks the page for the site script, which reports the conversion once,
 * only through a pixel loaded with consent (privacy-state.ts).
 */
export function LeadConversion() {
  return <span hidden data-lead-conversion />;
}
