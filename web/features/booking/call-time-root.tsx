import { createRoot } from "react-dom/client";
import { CallTimeOffer } from "./components/call-time-offer";

/**
 * /thank-you's offer of a time for the request just sent, as a React root of its own in `slot`:
 * the site script makes it once it knows this tab sent a request (app/site-script.ts).
 */
export function mountCallTimeOffer(slot: HTMLElement, lead: string): void {
  createRoot(slot).render(<CallTimeOffer lead={lead} />);
}
