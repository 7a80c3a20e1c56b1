// The words of the terms of use (content/legal/terms.ts), by section id. {firm} comes from
// config/site.json, {venueCounty} and the text keywords ({stop}, {help}) are facts in
// content/legal/, {priorResults} is content/statements.ts's disclaimer and {howToReach}
// content/legal/shared.ts's sentence.
export default {
  sections: {
    "using-this-website": {
      heading: "Using this website",
      paragraphs: [
        "This website is provided by {firm}. By using it you agree to these terms. If you do not agree, please do not use the site.",
      ],
    },
    "no-legal-advice": {
      heading: "No legal advice, no attorney-client relationship",
      paragraphs: [
        "The pages of this site give general information about California employment law. They are not legal advice about your situation. Reading the site, sending a form, calling or emailing us does not make us your lawyers. An attorney-client relationship starts only when you and the firm sign a written agreement.",
        "Do not send confidential documents until an attorney asks for them.",
      ],
    },
    fees: {
      heading: "Fees",
      paragraphs: [
        "The case review is free. If we take your case, the fee and who pays case costs are set out in a written agreement before any work begins, as California law requires.",
      ],
    },
    results: {
      heading: "Results and testimonials",
      paragraphs: [
        "Case results and stories on this site are illustrative examples, clearly labeled as such. {priorResults}",
      ],
    },
    "text-messages": {
      heading: "Text messages",
      paragraphs: [
        "Text messages are optional: you agree to them only by ticking their own box on a form, and without them we call and email you instead. We text only about your request. Message and data rates may apply. Reply {stop} to stop them, or {help} for help. Consent is not a condition of any service.",
      ],
    },
    "acceptable-use": {
      heading: "Acceptable use",
      paragraphs: [
        "Please do not misuse the site: do not try to break into it, overload it, or send false requests in someone else's name.",
      ],
    },
    "links-to-other-sites": {
      heading: "Links to other sites",
      paragraphs: [
        "We link to government agencies and other sites for your information. We do not control those sites and are not responsible for them.",
      ],
    },
    "limitation-of-liability": {
      heading: "Limitation of liability",
      paragraphs: [
        "The site is provided as is. To the extent the law allows, we are not liable for losses caused by relying on general information on the site.",
      ],
    },
    "governing-law": {
      heading: "Governing law and venue",
      paragraphs: [
        "These terms are governed by the laws of the State of California. Any dispute about them or about this website will be heard in the state or federal courts located in {venueCounty} County, California.",
      ],
    },
    contact: {
      heading: "Contact",
      paragraphs: ["Questions about these terms: {howToReach}"],
    },
  },
};
