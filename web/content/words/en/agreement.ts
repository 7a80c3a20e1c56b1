// The words of content/agreement.ts: the worker's fee agreement page, /agreement
// (docs/agreement-page.md). A function's values are what the server fills in: the firm's name and
// phone, the agreement's reference, a masked address or a number.
export default {
  /** The page opened without a link, or with one that does not open an agreement. */
  link: {
    noLink:
      "This page shows a fee agreement we sent you to read and sign. Open it with the link in the text message or e-mail we sent you.",
    bad: "This link is not complete, or it was changed. Open the link in our message again, or copy all of it into the address bar. If it still does not work, call us.",
    gone: "This link no longer works. It may have expired, we may have sent you a newer link, or we stopped this one. Use the link in the newest message from us, or call us.",
    unreadable:
      "We could not open your agreement just now. Nothing has changed. Please wait a minute and load this page again. If it still does not work, call us.",
    callUs: "Questions? Call us:",
  },
  /** Above every step: who the agreement is with, its reference and the link's last day. */
  summary: {
    firm: "Law firm:",
    reference: "Reference:",
    until: "This link works until:",
  },
  /** The worker asked for paper; shown with any step. */
  paperAsked: (firm: string) =>
    `You asked to get this agreement on paper. ${firm} will contact you to send it. You do not need to do anything else on this page. If you change your mind, you can still sign here while the link works.`,
  /** The first step: agreeing to read and sign electronically, or asking for paper. */
  consent: {
    heading: "First: do you agree to sign electronically?",
    intro: (firm: string) =>
      `${firm} sent you a fee agreement to read and sign here, on your phone or computer, instead of on paper. Before you can read it here, we need your OK to do this electronically. Here is what that means:`,
    only: (reference: string) =>
      `Your OK is for this fee agreement only (reference ${reference}). It does not cover anything else.`,
    paper: (phone: string) =>
      `You have the right to get this agreement on paper, and to sign it on paper instead. To ask for that, call us at ${phone}, or use the “I’d rather sign on paper” button below.`,
    withdraw: (phone: string) =>
      `You can take back your OK at any time before you sign: call us at ${phone}, or ask for paper with the “I’d rather sign on paper” button. Taking it back does not undo a signature you have already made.`,
    pdf: "After you sign, the signed agreement is a PDF file that you can open and keep. We send it to you by e-mail, and you can also get it on this page. Most phones and computers can open PDF files.",
    noNeed:
      "You do not have to sign. Your OK only lets you read the agreement here and sign it if you decide to. Take your time, and call us first if you have any question.",
    checkbox: "I agree to read and sign this fee agreement electronically.",
    submit: "Continue",
    paperIntro: "Would you rather have the agreement on paper? We will send it to you to sign on paper.",
    paperButton: "I’d rather sign on paper",
    pdfCheck: "Check that your phone or computer can open PDF files:",
    pdfLink: "Open this agreement as a PDF file",
  },
  /** The second step: the agreement's text, a code, the signature; or saying no. */
  sign: {
    readHeading: "Read your agreement",
    pdfLink: "Open this agreement as a PDF file, to read or keep",
    readIntro: (phone: string) =>
      `Please read all of it before you sign. If anything is not clear, call us at ${phone} before you sign.`,
    signHeading: "Sign the agreement",
    signIntro: "Signing has two steps: we send you a code, then you type the code and your full name.",
    codeHeading: "Step 1: Get a code",
    codeWhy:
      "We send a six-digit code by text message or e-mail, to make sure it is really you who signs. A code works for 10 minutes.",
    codeSentTo: (to: string) => `We sent the last code to ${to}.`,
    triesLeft: (tries: string) => `Tries left with this code: ${tries}.`,
    sendCode: "Send me a code",
    sendNewCode: "Send a new code",
    nameHeading: "Step 2: Type the code and your name",
    codeLabel: "The code (6 digits)",
    codeHint: "Use the newest code we sent you.",
    nameLabel: "Your full name",
    nameHint:
      "Type your full name as it is written at the top of the agreement. Capital letters and accents do not matter.",
    signNote:
      "When you press “I agree and sign”, you sign this fee agreement electronically. Your electronic signature counts the same as a signature on paper.",
    signButton: "I agree and sign",
    declineHeading: "If you do not want to sign",
    declineIntro:
      "You do not have to sign. You can tell us here, and nothing will be signed. If you are not sure, call us first.",
    reasonLabel: "Why not? (optional)",
    reasonHint: "You do not have to tell us. Up to 500 characters.",
    declineButton: "I do not want to sign",
  },
  /** After the agreement was signed. */
  signed: {
    done: "You signed your fee agreement.",
    when: (when: string) => `You signed it on ${when}.`,
    copy: "We will send you the signed agreement by e-mail, as a PDF file you can open and keep. You can also get it on this page, with the same link.",
    pdfLink: "Open your signed agreement (PDF file)",
  },
  /** After the worker said they do not want to sign. */
  declined: {
    done: "You told us you do not want to sign this agreement. Nothing was signed.",
    next: (phone: string) => `If you change your mind or have questions, call us at ${phone}.`,
  },
  /** What happened to the form just sent (`done=`), with what to do next. */
  notes: {
    consentMissing:
      "Please tick the box to say you agree to sign electronically, then press “Continue”. If you would rather sign on paper, use the “I’d rather sign on paper” button.",
    codeSent: "We sent you a code. Type it below in step 2, with your full name. It works for 10 minutes.",
    codeTooSoon:
      "We sent you a code less than a minute ago. Please wait a minute for it to arrive before you ask for a new one.",
    codeNotSent: (phone: string) =>
      `First ask for a code with the “Send me a code” button below. If no code reaches you, call us at ${phone}.`,
    codeWrong:
      "That code is not the one we sent. Check the newest message from us and type its six digits again.",
    codeExpired:
      "That code is more than 10 minutes old, so it no longer works. Ask for a new code below, then type the new one.",
    tooManyTries:
      "A wrong code was typed five times, so that code no longer works. Ask for a new code below, then type the new one.",
    nameMissing:
      "Please type your full name in the “Your full name” box. If you copied it from somewhere, type it yourself instead.",
    nameMismatch: (phone: string) =>
      `The name you typed is not the name this agreement was written for. Type your full name as it is written at the top of the agreement. If your name is wrong there, do not sign: call us at ${phone}.`,
    reasonInvalid:
      "We could not save your answer: the reason is longer than 500 characters, or it has hidden characters (this can happen when text is copied and pasted). Shorten it or type it yourself, or leave the box empty, and send it again.",
    busy: (phone: string) =>
      `We could not do that just now, and nothing has changed. Please wait a minute and try again. If it keeps happening, call us at ${phone}.`,
    paper: (firm: string) =>
      `We got your request for paper. ${firm} will contact you to send you the agreement on paper.`,
    signed: "Thank you. Your fee agreement is signed.",
    declined: "We got your answer. The agreement was not signed.",
  },
};
