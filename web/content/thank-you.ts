import { z } from "../lib/content-zod";
import { fillIn } from "../lib/words";
import words from "#words/thank-you";
import { whoReadsRequests } from "./statements";

// /thank-you's words, in each language: content/words/<language>/thank-you.ts.
export const thankYou = z
  .object({
    nextHeading: z.string().min(3),
    next: z.array(z.object({ title: z.string().min(3), text: z.string().min(20) })).length(4),
    victoriesHeading: z.string().min(3),
    confidentialityHeading: z.string().min(3),
    confidentiality: z.array(z.string().min(20)).min(2),
  })
  .parse({
    nextHeading: words.nextHeading,
    next: words.next.map(({ title, text }) => ({ title, text: fillIn(text, { whoReadsRequests }) })),
    victoriesHeading: words.victoriesHeading,
    confidentialityHeading: words.confidentialityHeading,
    confidentiality: words.confidentiality,
  });

/** The words of the page's two links: to the booking page and to the privacy policy. */
export const thankYouLinks = words.links;

/**
 * The reference box near the top of /thank-you. The prerendered page shows the placeholder; once
 * the page runs in the browser it shows the reference of the request just sent, or, when there is
 * none (an older server, a visit straight to this address), what to say on the phone instead.
 */
export const thankYouReference = words.reference;
