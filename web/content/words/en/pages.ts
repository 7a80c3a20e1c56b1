// The words of content/pages.ts: head text and opening copy of the fixed pages, by page key.
// {whoReadsRequests} and {priorResultsDisclaimer} are content/statements.ts's; {city},
// {serviceCount}, {venueCounty}, {wcagVersion} and {wcagLevel} are facts in content/pages.ts.
export default {
  pages: {
    home: {
      title: "California Employment Lawyers for Workers",
      description:
        "Harassed, underpaid or fired unfairly in California? Ask for a free, confidential case review or call us. No fee unless we recover money for you.",
      heading: "Trouble at work? You have rights in California.",
      intro:
        "If you were harassed, paid less than you earned, or fired for a reason the law forbids, tell us what happened. The review is free. {whoReadsRequests}",
    },
    services: {
      title: "Our Practice Areas",
      description:
        "The {serviceCount} kinds of workplace cases we take for California workers: discrimination, sexual harassment, wage and hour violations and wrongful termination.",
      heading: "How we help California workers",
      intro:
        "We represent employees, never employers. Choose the problem closest to yours to learn what the law says and what you can do.",
    },
    results: {
      title: "Case Results",
      description:
        "Examples of the kinds of workplace cases we handle for California workers. Every case is different. {priorResultsDisclaimer}",
      heading: "Case results",
      intro:
        "These examples show the kinds of cases we handle. Every case depends on its own facts. {priorResultsDisclaimer}",
    },
    attorneys: {
      title: "Our Attorneys",
      description:
        "Meet the employment lawyers of our firm: their training, the kinds of cases they focus on and how they work with each client.",
      heading: "Our attorneys",
      intro: "We represent workers, never employers. {whoReadsRequests}",
    },
    "workplace-rights": {
      title: "Know Your Workplace Rights",
      description:
        "A short guide to your rights at work in California, with a two-question check that tells you whether it may be worth talking to a lawyer.",
      heading: "Know your workplace rights",
      intro:
        "California gives workers more protection than most states. Here is a short overview and a quick check you can take in under a minute.",
    },
    about: {
      title: "About Our Firm",
      description:
        "Who we are, who we represent and how we work: a {city} employment law practice that represents California workers and only workers.",
      heading: "About our firm",
      intro:
        "We are employment lawyers who represent workers. We listen first, explain your options honestly, and tell you if we cannot help.",
    },
    "case-review": {
      title: "Free Case Review",
      description: "Tell us what happened at work in a few steps. {whoReadsRequests}",
      heading: "Free case review",
      intro:
        "Answer a few short questions about what happened. It takes about two minutes and everything you share is kept confidential.",
    },
    form: {
      title: "Contact Us for a Free Case Review",
      description:
        "Contact our employment lawyers: describe your workplace problem in a short form or call us. The review is free and kept confidential.",
      heading: "Contact us",
      intro: "Fill in the short form below or call us. {whoReadsRequests}",
    },
    "thank-you": {
      title: "Thank You: We Received Your Request",
      description:
        "Your case review request reached our intake team. Here is what happens next and how to reach us sooner if something is urgent.",
      heading: "Thank you. We have your request.",
      intro:
        "{whoReadsRequests} If your situation is urgent, call us now and mention that you sent the form.",
    },
    book: {
      title: "Book a Free Call",
      description:
        "Book a free phone call with our intake team about your workplace problem: pick a time that suits you, in English or Spanish, or ask us to call soon.",
      heading: "Book a free call",
      intro:
        "Tell us how to reach you and pick a time, or let us call you as soon as we can. The call is free and you are under no obligation.",
    },
    "book-scheduler": {
      title: "Schedule a Call",
      description:
        "Choose a time for a free phone call with our intake team about your workplace problem. The scheduling page opens in a new tab.",
      heading: "Schedule a call",
      intro:
        "Pick a time that suits you for a free phone call with our intake team. The scheduling page opens in a new tab.",
    },
    booking: {
      title: "Your Call With Our Team",
      description:
        "See the time of the call you booked with our intake team, move it to another time or cancel it, with the link from your confirmation message.",
      heading: "Your call with our team",
      intro: "Here you can see when we will call you, move the call to another time or cancel it.",
    },
    agreement: {
      title: "Your Fee Agreement",
      description:
        "Read the fee agreement our firm sent you and sign it online if you accept it, with the link from your message. You do not have to sign.",
      heading: "Your fee agreement",
      intro:
        "Here you can read the fee agreement we sent you and sign it if you accept it. Take your time: you do not have to sign, and you can call us with any question first.",
    },
    privacy: {
      title: "Privacy Policy",
      description:
        "What personal information our website and forms collect, why we collect it, who receives it, how long we keep it and how to use your privacy rights.",
      heading: "Privacy policy",
      intro:
        "This policy explains what we collect when you use this website or send us a form, why, who sees it and the choices you have.",
    },
    terms: {
      title: "Terms and Conditions",
      description:
        "The terms for using this website: no attorney-client relationship from browsing or sending a form, California law and {venueCounty} County venue.",
      heading: "Terms and conditions",
      intro: "By using this website you agree to these terms. Please read them; they are short.",
    },
    accessibility: {
      title: "Accessibility Statement",
      description:
        "Our commitment to an accessible website for everyone, the WCAG {wcagVersion} {wcagLevel} standard we follow, and how to tell us about a barrier you found.",
      heading: "Accessibility statement",
      intro:
        "Everyone should be able to find help on this site, including people who use a screen reader, a keyboard or zoom.",
    },
    disclaimer: {
      title: "Legal Disclaimer",
      description:
        "This website gives general information, not legal advice. Reading it or contacting us does not create an attorney-client relationship.",
      heading: "Disclaimer",
      intro:
        "The information on this website is general. It is not legal advice for your situation and it does not make us your lawyers.",
    },
    tools: {
      title: "Free Tools for California Workers",
      description:
        "Two free tools: see which filing deadlines may apply to your workplace problem, and estimate the wages and penalties you may be owed.",
      heading: "Free tools: where do you stand?",
      intro:
        "Two quick tools answer the questions workers ask us most: am I too late, and how much could I be owed? Both give estimates from general rules, not legal advice.",
    },
    "tools-deadlines": {
      title: "Filing Deadline Estimate for California Workers",
      description:
        "Pick what happened at work and the date it last happened. See which filing deadlines may apply, their dates, the days left and where to file.",
      heading: "Am I too late? Filing deadlines",
      intro:
        "Most workplace claims must be filed within a set time. Tell us what happened and when, and we will list the deadlines that may apply to you.",
    },
    "tools-wage-calculator": {
      title: "Unpaid Wage Calculator for California Workers",
      description:
        "Estimate unpaid overtime, double time, missed meal and rest break pay, minimum wage shortfall and late final pay penalties under California law.",
      heading: "How much could I be owed? Wage calculator",
      intro:
        "Enter your pay and your usual hours. The calculator applies California's overtime, break and final pay rules and shows each step of the math.",
    },
    blog: {
      title: "Workplace Rights Blog",
      description:
        "Plain-language articles on California employment law: minimum wage, overtime, gig work, remote work, AI at work and your rights on the job.",
      heading: "Workplace rights blog",
      intro: "Plain-language articles about your rights at work in California, kept up to date.",
    },
  },
  /** The link under a page that leads back to the home page. */
  backHome: "Back to Home",
};
