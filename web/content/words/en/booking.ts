// The words of content/booking.ts: booking a call (issue 35). Times are always California's; the
// components write them with the page's language (features/booking/slot-times.ts).
export default {
  /** The picker: "as soon as you can" first, then a strip of days and the times of the chosen day. */
  slotPicker: {
    legend: "When should we call you?",
    zoneHint: "All times are California time (Pacific time).",
    soonest: "Call me as soon as you can",
    soonestHint: "Our intake team calls you at the number you gave, as soon as they can.",
    moveLegend: "Pick a new time",
    daysLabel: "Or pick a day",
    daysLabelMove: "Pick a day",
    timesLegend: (day: string) => `Times on ${day}`,
    chosen: (when: string) => `You picked ${when}, California time.`,
    loading: "Loading the open times…",
    empty: "No times are open online right now. Please call us and we will find a time with you.",
    failed: "We could not load the open times. Please try again, or call us.",
    retry: "Try again",
    taken: "Someone booked that time just before you. Here are the times that are still open.",
    tooMany:
      "Many requests came from your connection just now, so the open times are not shown. Please wait a few minutes and load the page again, or call us.",
  },
  /** /thank-you, after a case review or questionnaire: a time for the call, if the worker wants one. */
  thankYou: {
    heading: "Would another time suit you better?",
    intro:
      "You do not need to do anything: we call you as soon as we can. If you would rather talk at a set time, pick it here.",
    book: "Book this time",
    booking: "Booking…",
    booked: (when: string) => `Your call is booked for ${when}, California time.`,
    bookedHint: "We will send you the time by e-mail. The message has a link to move or cancel the call.",
    manageLink: "See, move or cancel your call",
    pickFirst: "Pick a day and a time first, or keep “Call me as soon as you can”.",
    alreadyBooked:
      "A call is already booked for this request. Use the link in the message we sent you to see or change it.",
    tooLate:
      "This request can no longer be booked from this page. Use the link in the message we sent you, or call us.",
    invalid: "That time is no longer offered. Please pick another one.",
    failed: "We could not book the call. Nothing changed. Please try again, or call us.",
    contactLimit:
      "You have already booked several calls with this phone number or e-mail address today. Please call us and we will find a time with you.",
  },
  /** /booking: the reference and the time of a booked call, with cancel and move. */
  manage: {
    loading: "Loading your call…",
    referenceLabel: "Your reference:",
    timeLabel: "Your call:",
    timeZone: "California time",
    whoCalls: "Someone from our intake team calls you at the number you gave us.",
    noLink:
      "This page shows a call you booked with us. Open it with the link in the e-mail or text message we sent you.",
    gone: "This link no longer works. The call was moved or cancelled, or its time has passed. If you moved it, use the link in the newest message we sent you.",
    badLink:
      "This link is not complete, or it was changed. Please open the link in your message again, or copy all of it into the address bar.",
    failed: "We could not load your call. Please try again in a moment, or call us.",
    retry: "Try again",
    booked: "Your call is booked. We will also send you the time by e-mail.",
    moved: "Your call was moved. Here is the new time.",
    cancelled: "Your call was cancelled. If you still want to talk with us, book a new time or call us.",
    bookAgain: "Book a new time",
    cancel: "Cancel this call",
    confirmCancel: (when: string) => `Cancel the call on ${when}, California time?`,
    confirmCancelHint: "The time goes back to the list for other people. You can book a new time afterwards.",
    yesCancel: "Yes, cancel the call",
    keep: "No, keep the call",
    cancelling: "Cancelling…",
    move: "Move it",
    moveTo: "Move my call to this time",
    moving: "Moving…",
    keepTime: "Keep the current time",
    pickFirst: "Pick a day and a time first.",
    actionFailed: "That did not work, and your call has not changed. Please try again, or call us.",
    slotTaken: "Someone booked that time just before you. Your call was not moved. Please pick another time.",
    contactLimit:
      "Your call was not moved: several calls were booked with this phone number or e-mail address today. Please call us and we will find a time with you.",
    callUs: "Questions? Call us:",
  },
};
