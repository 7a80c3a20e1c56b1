import words from "#words/booking";

// The words of booking a call (issue 35): the picker of days and times, the offer on /thank-you
// and the page behind the link in the worker's messages (/booking). Times are always California's;
// the components write them with the page's language (features/booking/slot-times.ts). The words,
// in each language: content/words/<language>/booking.ts.

/** The picker: "as soon as you can" first, then a strip of days and the times of the chosen day. */
export const slotPickerWords = words.slotPicker;

/** /thank-you, after a case review or questionnaire: a time for the call, if the worker wants one. */
export const thankYouBookingWords = words.thankYou;

/** /booking: the reference and the time of a booked call, with cancel and move. */
export const manageWords = words.manage;
