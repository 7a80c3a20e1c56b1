import { thankYouBookingWords as words } from "@/content/booking";
import { LazyLeadBooking } from "./on-demand";

/**
 * /thank-you's offer of a time for the call about the request just sent (the lead's id comes from
 * the intake feature through the route). Shown only in the browser, once the id is known; its
 * picker loads on demand.
 */
export function CallTimeOffer({ lead }: { lead: string }) {
  return (
    <section
      aria-labelledby="call-time-heading"
      className="mt-8 rounded-lg border border-slate-200 p-4 sm:p-6"
      data-testid="call-time-offer"
    >
      <h2 id="call-time-heading" className="text-xl font-bold text-slate-950">
        {words.heading}
      </h2>
      <p className="mt-2 text-slate-800">{words.intro}</p>
      <div className="mt-4">
        <LazyLeadBooking lead={lead} />
      </div>
    </section>
  );
}
