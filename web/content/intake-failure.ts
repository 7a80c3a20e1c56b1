import { site } from "../lib/site-config";
import { failureWords, type IntakeFailure } from "./intake";

// The intake forms' message when a request could not be sent, in the page's language: "./intake"
// takes its words from the build's language (#words/intake).
export function failureMessage(kind: IntakeFailure, retryAfterSeconds?: number): string {
  const call = failureWords.call(site.contact.phoneDisplay);
  switch (kind) {
    case "network":
      return failureWords.network(call);
    case "timeout":
      return failureWords.timeout(call);
    case "server":
      return failureWords.server(call);
    case "rate-limited": {
      const wait = retryAfterSeconds
        ? failureWords.waitMinutes(Math.ceil(retryAfterSeconds / 60))
        : failureWords.waitFew;
      return failureWords.rateLimited(wait, call);
    }
    case "contact-limit":
      return failureWords.contactLimit(site.contact.phoneDisplay);
    // A time taken meanwhile is said by the call booking form itself (content/call-booking.ts).
    case "invalid":
    case "slot-taken":
      return failureWords.invalid;
    case "rejected":
      return failureWords.rejected(call);
  }
}
