// The words of content/thank-you.ts: /thank-you's steps, confidentiality notes, links and reference
// box. {whoReadsRequests} is content/statements.ts's.
export default {
  nextHeading: "What happens next",
  next: [
    {
      title: "We read your request",
      text: "{whoReadsRequests}",
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
  /** The words of the page's two links: to the booking page and to the privacy policy. */
  links: { schedule: "Schedule a call", privacy: "Read our privacy policy" },
  /** The reference box near the top of the page (content/thank-you.ts). */
  reference: {
    placeholder: "Your reference number appears here.",
    label: "Your reference:",
    callHint: "Give this number if you call us.",
    noReference: "When you call us, give the name you used on the form.",
  },
};
