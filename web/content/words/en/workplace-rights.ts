// The words of the /workplace-rights page (content/workplace-rights.ts) and of its Quick Rights
// Check (content/rights-check-facts.ts). The cards are keyed by the service each one links to; the
// check's questions and options by their ids. Which options count is a fact in
// content/rights-check-facts.ts, so a translation cannot change the scoring.
export default {
  cards: {
    discrimination: {
      title: "Fair treatment",
      text: "Your employer may not treat you worse because of your race, sex, age (40 and over), disability, religion, pregnancy or another protected trait.",
    },
    harassment: {
      title: "A workplace free of harassment",
      text: "No one at work, including customers, may harass you because of your sex or another protected trait. Reporting it is protected.",
    },
    "wage-hour": {
      title: "Full pay and breaks",
      text: "Overtime after 8 hours a day or 40 a week, a 30-minute meal break on shifts over 5 hours, and a paid 10-minute rest break for every 4 hours.",
    },
    "wrongful-termination": {
      title: "Speaking up and taking leave",
      text: "You may not be fired for complaining, reporting a violation or taking protected family or medical leave.",
    },
  },
  checkHeading: "Quick rights check",
  checkIntro: "Two questions, about a minute. Your answers stay in your browser and are not sent anywhere.",
  /** Each option's label (what the visitor picks) and what the visitor sees after picking it. */
  questions: {
    treatment: {
      question:
        "Were you treated unfairly at work because of who you are, or after you complained or asked for your rights?",
      options: {
        yes: {
          label: "Yes",
          explanation:
            "Unfair treatment because of a protected trait, or after you spoke up, is what discrimination and retaliation laws forbid.",
        },
        no: {
          label: "No",
          explanation:
            "Unfair treatment for other reasons is not always illegal. If pay, breaks or safety are the problem, other laws may still help.",
        },
        "not-sure": {
          label: "Not sure",
          explanation:
            "That is normal. Patterns and timing often show what is going on, and a lawyer can help you see them.",
        },
      },
    },
    reported: {
      question: "Have you reported the problem to your employer, or wanted to but were afraid?",
      options: {
        yes: {
          label: "Yes",
          explanation:
            "Reporting is protected. If things got worse after you reported, that can be illegal retaliation.",
        },
        no: {
          label: "No",
          explanation:
            "You can still have a claim without reporting. Telling a supervisor or HR out loud counts as reporting and is protected; a written report often helps show it, so talk to a lawyer about how and when.",
        },
        afraid: {
          label: "Afraid to report",
          explanation:
            "Many people are. The law protects you from retaliation, and a lawyer can help you report safely.",
        },
      },
    },
  },
  resultHeading: "You may have a valid case",
  resultText:
    "Based on your answers, it may be worth talking to an employment lawyer. This check is not legal advice: only a lawyer who hears the whole story can tell you where you stand. The review is free and confidential.",
  faqHeading: "Questions about your rights",
  /** The words around the cards and the box the page ends with. */
  links: {
    learnMore: "Learn more",
    closingText: "Want to talk it through with a lawyer? The review is free.",
    closingButton: "Get a Free Consultation",
  },
};
