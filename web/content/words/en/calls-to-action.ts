// The words of content/calls-to-action.ts: the call-to-action box of each kind of page and the
// related links of each service, keyed by service and link id (the addresses are facts there).
// {whoReadsRequests} is content/statements.ts's.
export default {
  startReview: "Start a free case review",
  scheduleCall: "Schedule a call",
  boxes: {
    services: {
      title: "Not sure which one fits?",
      description:
        "You do not need to know the legal name for your problem. Tell us what happened and we will sort it out.",
    },
    attorneys: {
      title: "Talk to our team",
      description: "A free review is the first step. Tell us what happened. {whoReadsRequests}",
    },
    results: {
      title: "Every case is different",
      description:
        "These examples show the kinds of problems we handle; they do not predict your result. A free review tells you where you stand.",
      secondary: "Know your rights",
    },
    blog: {
      title: "Have a question about your own job?",
      description:
        "Articles explain the rules in general. For your situation, ask for a free and confidential review.",
      secondary: "Browse our practice areas",
    },
  },
  /** Said under a call-to-action box, before the firm's phone number. */
  callNowLead: "Prefer to talk now? Call",
  relatedLinks: {
    discrimination: {
      "wrongful-termination": {
        title: "Wrongful Termination",
        description: "When a firing itself is illegal.",
        reason: "Discrimination often ends in a firing.",
      },
      results: {
        title: "Discrimination case results",
        description: "Examples of discrimination cases.",
        reason: "See the kinds of cases we handle.",
      },
    },
    harassment: {
      results: {
        title: "Harassment case results",
        description: "Examples of harassment cases.",
        reason: "See the kinds of cases we handle.",
      },
      "wrongful-termination": {
        title: "Wrongful Termination",
        description: "When you lost your job after reporting.",
        reason: "Retaliation for reporting harassment is illegal.",
      },
    },
    "wage-hour": {
      results: {
        title: "Wage & hour case results",
        description: "Examples of unpaid wage cases.",
        reason: "See the kinds of cases we handle.",
      },
      "overtime-guide": {
        title: "California overtime rules",
        description: "When overtime starts and how to check your pay stub.",
        reason: "A step-by-step guide to overtime.",
      },
    },
    "wrongful-termination": {
      results: {
        title: "Wrongful termination case results",
        description: "Examples of wrongful termination cases.",
        reason: "See the kinds of cases we handle.",
      },
      discrimination: {
        title: "Workplace Discrimination",
        description: "When the firing was because of who you are.",
        reason: "Many illegal firings are also discrimination.",
      },
    },
  },
};
