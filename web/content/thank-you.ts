import { z } from "../lib/content-zod";
import { whoReadsRequests } from "./statements";

export const thankYou = z
  .object({
    nextHeading: z.string().min(3),
    next: z.array(z.object({ title: z.string().min(3), text: z.string().min(20) })).length(4),
    victoriesHeading: z.string().min(3),
    confidentialityHeading: z.string().min(3),
    confidentiality: z.array(z.string().min(20)).min(2),
  })
  .parse({
    nextHeading: "What happens next",
    next: [
      {
        title: "We read your request",
        text: whoReadsRequests,
      },
      {
        title: "We send you a confirmation",
        text: "We send an e-mail to the address you gave, with your reference number. If you agreed to texts, we send a text too.",
      },
      {
        title: "We call you",
        text: "We call or email to ask a few questions. Keep your phone close and check your spam folder.",
      },
      {
        title: "You get a plain answer",
        text: "We tell you whether we can help and what your options are. You decide what to do.",
      },
    ],
    victoriesHeading: "Examples of cases we handle",
    confidentialityHeading: "Your information is confidential",
    confidentiality: [
      "Only our intake staff and attorneys can see what you sent. We never contact your employer unless you decide to go ahead.",
      "Sending a request does not make us your lawyers yet, and you are under no obligation to hire us.",
      "You can ask us at any time to delete your request. See our privacy policy for how.",
    ],
  });

/** The words of the page's two links: to the booking page and to the privacy policy. */
export const thankYouLinks = { schedule: "Schedule a call", privacy: "Read our privacy policy" } as const;

/**
 * The reference box near the top of /thank-you. The prerendered page shows the placeholder; once
 * the page runs in the browser it shows the reference of the request just sent, or, when there is
 * none (an older server, a visit straight to this address), what to say on the phone instead.
 */
export const thankYouReference = {
  placeholder: "Your reference number appears here.",
  label: "Your reference:",
  callHint: "Give this number if you call us.",
  noReference: "When you call us, give the name you used on the form.",
} as const;
