import type { ReactNode } from "react";
import { thankYouReference as copy } from "@/content/thank-you";

/**
 * The reference box of /thank-you, around the page's call and booking buttons. The prerendered
 * HTML holds its three states: a placeholder, shown, and the reference of the request just sent
 * or the words for having none, hidden; the site script shows the one that holds, from session
 * storage (features/intake/thank-you.ts). Its text area keeps the same height in every state, so
 * nothing below it moves when the reference appears.
 */
export function ThankYouReference({ children }: { children: ReactNode }) {
  return (
    <div data-thank-you-reference className="rounded-lg border-2 border-blue-800 bg-blue-50 p-4 sm:p-6">
      <div aria-live="polite" className="min-h-[5.25rem] sm:min-h-14">
        <p data-reference-state="placeholder" className="text-lg leading-7 text-slate-800">
          {copy.placeholder}
        </p>
        <div data-reference-state="known" hidden>
          <p className="text-lg leading-7 font-bold text-slate-950 sm:text-xl">
            {copy.label}{" "}
            <span className="font-mono tracking-wide whitespace-nowrap" data-testid="intake-reference" />
          </p>
          <p className="mt-1 leading-6 text-slate-800">{copy.callHint}</p>
        </div>
        <p data-reference-state="none" hidden className="text-lg leading-7 text-slate-800">
          {copy.noReference}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-4">{children}</div>
    </div>
  );
}

/** Shown unless this tab has just sent a request (then the page offers a time for its call). */
export function WithoutSentLead({ children }: { children: ReactNode }) {
  return (
    <span data-without-sent-lead className="contents">
      {children}
    </span>
  );
}

/** Where the offer of a time for the request just sent goes, made by the site script. */
export function SentLeadOffer() {
  return <div data-sent-lead-offer />;
}
