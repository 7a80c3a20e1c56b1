// The words of content/intake.ts: the two intake forms' questions (by field name; config/forms
// holds the options and limits), their frames and what they say when something goes wrong.
// {whoReadsRequests} is content/statements.ts's; {firm}, {phoneExample} and {eligibilityCount}
// are facts in content/intake.ts.
export default {
  /** Each question's legend (a choice) or label (a typed answer), by field name. */
  questions: {
    californiaEmployed: "Were you working in California when this happened?",
    hasAttorney: "Do you already have a lawyer for this problem?",
    stillEmployed: "Do you still work there?",
    harassmentType: "What happened?",
    harassmentTypeOther: "Something else happened (optional)",
    harasser: "Who did it?",
    harasserOther: "Someone else (optional)",
    recentIncident: "When did it last happen?",
    reportedToHR: "Did you report it to HR or a manager?",
    employerAction: "Did your employer take action against you afterwards?",
    issueType: "Choose the problems you faced",
    issueDetails: "Tell us briefly what happened (optional)",
    employmentStatus: "Your employment status",
    employerType: "Who was your employer? (optional)",
  },
  /** The labels of the contact fields both forms end with, by field name. */
  contactFields: {
    firstName: { label: "First name" },
    lastName: { label: "Last name" },
    email: { label: "Email" },
    phone: { label: "Phone", hint: "US number, for example {phoneExample}" },
    employerName: {
      label: "Employer's name (optional)",
      hint: "The company you work or worked for. It helps us check that we can take your case.",
    },
  },
  /** What the forms say when a request could not be sent (content/intake-failure.ts). */
  failure: {
    call: (phone: string) => `or call us at ${phone}`,
    network: (call: string) =>
      `We couldn't reach our server, so your request was not sent. Your answers are still here. Check your internet connection and try again, ${call}.`,
    timeout: (call: string) =>
      `Our server took too long to answer, so we can't be sure your request arrived. Your answers are still here. Please try again (you won't send it twice), ${call}.`,
    server: (call: string) =>
      `Something went wrong on our side and your request was not saved. Your answers are still here. Please try again in a moment, ${call}.`,
    rateLimited: (wait: string, call: string) =>
      `We've received several requests from this connection. Please try again ${wait}, ${call}.`,
    waitMinutes: (minutes: number) => `in about ${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
    waitFew: "in a few minutes",
    contactLimit: (phone: string) =>
      `You have already booked several calls with this phone number or e-mail address today, so this one was not booked. Please call us at ${phone} and we will find a time with you.`,
    invalid: "Some answers need a change before we can send your request. Please look at the messages below.",
    rejected: (call: string) =>
      `Your request could not be sent. Please reload the page and try again, ${call}.`,
  },
  consent: {
    terms: "I accept the Terms and Conditions and the Privacy Policy.",
    communications: "I agree that {firm} may contact me about my request by email and phone call.",
    /** The optional text box (issue 51): what texts we send, how often, STOP, rates, a shared phone. */
    sms: "Optional: I agree that {firm} may text me at the number I gave about this request: to say you got it, to arrange a call, and to remind me of a call I book. Usually only a few texts. Reply STOP to end texts at any time, or HELP for help. Message and data rates may apply. If you leave this box unticked, we call and email only, and you get the same help. If you share this phone with the person you are complaining about, you can leave it unticked.",
    notice:
      "We use what you share here only to review your workplace problem and contact you about it. Our Privacy Policy explains what we collect, who receives it, how long we keep it and your California privacy rights.",
  },
  /** Why the questionnaire cannot go on, by reason. */
  disqualification: {
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
  },
  /** The frame of the case review wizard: step titles, buttons and the intro step. */
  caseReview: {
    stepTitles: {
      intro: "Tell us what happened",
      "workplace-issue": "What happened at work?",
      "employment-info": "What is your job situation now?",
      "incident-date": "When did it happen?",
      contact: "How can we reach you?",
      success: "Thank you",
    },
    startLabel: "Start",
    continueLabel: "Continue",
    sendLabel: "Send my case review",
    incompleteHint: "Fill in all four fields and tick both boxes to send.",
    intro: [
      "Answer four short questions about your situation. It takes about two minutes. {whoReadsRequests} The review is free, and what you share stays confidential.",
      "Sending this form does not make us your lawyers and does not cost anything.",
    ],
    incidentDate: {
      legend: "When did it happen?",
      label: "About when did it happen?",
      hint: "An approximate date is fine.",
    },
    termsLink: "Terms",
    estimate: {
      deadlines:
        "Your deadline estimate from our tool is attached. Its summary is in the box below, where you can change it.",
      wages:
        "Your wage estimate from our calculator is attached. Its summary is in the box below, where you can change it.",
      remove: "Remove the estimate",
    },
  },
  /** The frame of the harassment questionnaire: phase titles and buttons. */
  questionnaire: {
    phaseTitles: {
      eligibility: "First, {eligibilityCount} quick questions",
      details: "What happened",
      contact: "How can we reach you?",
    },
    doneLabel: "Done",
    sendLabel: "Send confidentially",
    closeLabel: "Close",
  },
  /** The words of the frame both forms share: progress, buttons and the links under the fields. */
  frame: {
    /** The case review wizard's progress: "Step 2 of 6". */
    stepLabel: (step: number, total: number) => `Step ${step} of ${total}`,
    /** The harassment questionnaire's progress: "40% done". */
    percentDone: (percent: number) => `${percent}% done`,
    progress: "Progress",
    back: "Back",
    continueLabel: "Continue",
    sending: "Sending…",
    tryAgain: "Try again",
    privacyLink: "Read the Privacy Policy",
  },
};
