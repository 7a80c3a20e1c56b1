import { site } from "@/lib/site-config";
import type { SubmitFailure } from "./api/submit-lead";

// Words the intake forms say when something goes wrong: plain, calm, and always with the phone.
export function failureMessage(kind: SubmitFailure, retryAfterSeconds?: number): string {
  const call = `or call us at ${site.contact.phoneDisplay}`;
  switch (kind) {
    case "network":
      return `We couldn't reach our server, so your request was not sent. Your answers are still here. Check your internet connection and try again, ${call}.`;
    case "timeout":
      return `Our server took too long to answer, so we can't be sure your request arrived. Your answers are still here. Please try again (you won't send it twice), ${call}.`;
    case "server":
      return `Something went wrong on our side and your request was not saved. Your answers are still here. Please try again in a moment, ${call}.`;
    case "rate-limited": {
      const wait = retryAfterSeconds
        ? ` in about ${Math.ceil(retryAfterSeconds / 60)} minute(s)`
        : " in a few minutes";
      return `We've received several requests from this connection. Please try again${wait}, ${call}.`;
    }
    case "invalid":
      return "Some answers need a change before we can send your request. Please look at the messages below.";
    case "rejected":
      return `Your request could not be sent. Please reload the page and try again, ${call}.`;
  }
}

export const consentCopy = {
  terms: "I accept the Terms and Conditions and the Privacy Policy.",
  communications: `I agree that ${site.brand.name} may contact me about my request by email, phone call and text message at the number I gave, including by automated means. Consent is not a condition of getting help. Message and data rates may apply; message frequency varies. Reply STOP to stop texts or HELP for help.`,
  notice:
    "We use what you share here only to review your workplace problem and contact you about it. Our Privacy Policy explains what we collect, who receives it, how long we keep it and your California privacy rights.",
};

export const disqualificationCopy = {
  heading: "Unable to Proceed",
  "not-california": [
    "We're Unable to Help at This Time.",
    "Our attorneys handle harassment cases for people who worked in California when it happened. Because your job was in another state, the law of that state will usually apply, and a lawyer licensed there can advise you best.",
    "We recommend contacting an employment attorney in the state where you worked. If you are not sure whether California law applies to you, call us and we will tell you honestly.",
  ],
  "has-attorney": [
    "We're Unable to Help at This Time.",
    "Because you already have an attorney for this matter, we can't offer additional representation. Please keep working with your current attorney, who knows your case.",
    "If your situation changes, or you have a question about a different problem at work, you are welcome to call us.",
  ],
} as const;
