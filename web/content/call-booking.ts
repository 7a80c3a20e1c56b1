import { site } from "../lib/site-config";
import { fillIn } from "../lib/words";
import words from "#words/call-booking";

// The words of the firm's own /book form (issue 35), beside the contact labels and consent words it
// shares with the intake forms (content/intake.ts). The form's options and limits are in
// config/forms/call-booking.json. The words, in each language: content/words/<language>/call-booking.ts.
export const callBookingCopy = {
  ...words.form,
  smsConsent: fillIn(words.form.smsConsent, { firm: site.brand.name }),
};

/** /book when the firm uses an outside scheduler (BOOKING_URL): the link and what to do if it fails. */
export const schedulerCopy = words.scheduler;
