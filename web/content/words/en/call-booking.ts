// The words of content/call-booking.ts: the firm's own /book form and the outside scheduler's
// link. {firm} is the firm's name (config/site.json).
export default {
  form: {
    callLanguage: {
      legend: "Which language should we call you in?",
      hint: "We look for someone on our team who speaks it.",
    },
    topic: {
      label: "What is it about? (optional)",
      hint: "A sentence or two is enough, for example: I was not paid for overtime. You can tell us the rest on the call.",
    },
    smsConsent:
      "Optional: I agree that {firm} may text me at the number I gave about this request and its call: to confirm the call, to tell me if it changes, and to remind me of it before it starts. Usually only a few texts. Reply STOP to end texts at any time, or HELP for help. Message and data rates may apply. If you leave this box unticked, we call and email only, and you get the same help. If you share this phone with the person you are complaining about, you can leave it unticked.",
    slotTaken:
      "Someone booked the time you picked just before you, so your request was not sent yet. Your answers are still here. Please pick another time below, or keep “Call me as soon as you can”, and send it again.",
    send: "Book my call",
    sending: "Sending…",
    /** The no-JavaScript path comes back to /book?error=<code> (docs/booking-api.md). */
    returned: {
      "slot-taken":
        "Someone booked the time you picked just before you, so nothing was sent. Please fill in the form again and pick another time, or choose to be called as soon as we can.",
      invalid:
        "Some of your answers could not be accepted, so nothing was sent. Please fill in the form again, checking each field, or call us.",
      busy: "We could not take your request just now, so nothing was sent. Please try again in a few minutes, or call us.",
      "contact-limit":
        "Several calls were already booked today with this phone number or e-mail address, so nothing was sent. Please call us and we will find a time with you.",
    },
  },
  /** /book when the firm uses an outside scheduler (BOOKING_URL): the link and what to do if it fails. */
  scheduler: {
    openScheduler: "Open the scheduling page",
    fallbackBefore: "The scheduling page is run by an outside service. If it does not work for you, call",
    fallbackAfter: "and we will find a time together.",
  },
};
