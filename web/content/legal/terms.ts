import { priorResultsDisclaimer } from "../statements";
import { firm, howToReach, type LegalPageText } from "./shared";

export const terms: LegalPageText = {
  sections: [
    {
      heading: "Using this website",
      paragraphs: [
        `This website is provided by ${firm}. By using it you agree to these terms. If you do not agree, please do not use the site.`,
      ],
    },
    {
      heading: "No legal advice, no attorney-client relationship",
      paragraphs: [
        "The pages of this site give general information about California employment law. They are not legal advice about your situation. Reading the site, sending a form, calling or emailing us does not make us your lawyers. An attorney-client relationship starts only when you and the firm sign a written agreement.",
        "Do not send confidential documents until an attorney asks for them.",
      ],
    },
    {
      heading: "Fees",
      paragraphs: [
        "The case review is free. If we take your case, the fee and who pays case costs are set out in a written agreement before any work begins, as California law requires.",
      ],
    },
    {
      heading: "Results and testimonials",
      paragraphs: [
        `Case results and stories on this site are illustrative examples, clearly labeled as such. ${priorResultsDisclaimer}`,
      ],
    },
    {
      heading: "Text messages",
      paragraphs: [
        "If you agree to receive text messages, message and data rates may apply. Reply STOP to stop them, or HELP for help. Consent is not a condition of any service.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "Please do not misuse the site: do not try to break into it, overload it, or send false requests in someone else's name.",
      ],
    },
    {
      heading: "Links to other sites",
      paragraphs: [
        "We link to government agencies and other sites for your information. We do not control those sites and are not responsible for them.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "The site is provided as is. To the extent the law allows, we are not liable for losses caused by relying on general information on the site.",
      ],
    },
    {
      heading: "Governing law and venue",
      paragraphs: [
        "These terms are governed by the laws of the State of California. Any dispute about them or about this website will be heard in the state or federal courts located in Los Angeles County, California.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Questions about these terms: ${howToReach}`],
    },
  ],
};
