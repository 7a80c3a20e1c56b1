import { z } from "../lib/zod";
import { fullAddress, site } from "@/lib/site-config";

// The legal pages: privacy, terms, accessibility and disclaimer, written for this product (what
// its forms collect and where it goes). Contact details come from config/site.json. Rules they
// follow: ../shared/content-facts.md (CCPA/CPRA, GPC, TCPA, referral rules, Rule 7.1).
const section = z.object({
  heading: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).default([]),
  list: z.array(z.string().min(5)).optional(),
});
const legalPage = z.object({ updated: z.string().min(4), sections: z.array(section).min(3) });
export type LegalPage = z.infer<typeof legalPage>;
export type LegalPageKey = "privacy" | "terms" | "accessibility" | "disclaimer";

const firm = site.responsible.firmName;
const email = site.contact.email;
const phone = site.contact.phoneDisplay;
const address = fullAddress();
const howToReach = `Email ${email}, call ${phone}, or write to ${firm}, ${address}.`;

const privacy = {
  updated: "January 2025",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `This website is run by ${firm}, ${address}. This policy explains what personal information we collect through the website and its forms, why, who receives it, how long we keep it and the rights you have under California law, including the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA).`,
      ],
    },
    {
      heading: "What the free case review form collects",
      paragraphs: ["When you send a case review we collect what you enter and a few technical details:"],
      list: [
        "the kinds of workplace problem you choose and your description of what happened",
        "your employment status and when the problem happened",
        "your first and last name, email address and phone number",
        "your answers to the consent boxes (terms and privacy policy; calls, emails and text messages)",
        "how you reached us: the campaign tags in the page address (utm_source, utm_medium, utm_campaign) and the page you first landed on",
        "your browser's user agent (the type of browser and device), to help us fix problems with the form",
      ],
    },
    {
      heading: "What the confidential harassment questionnaire collects",
      paragraphs: [
        "The questionnaire asks whether you worked in California, whether you already have an attorney, whether you still work there, what kind of harassment happened, who did it, when, whether you reported it and what your employer did, plus your name, email and phone number.",
        "Details about harassment, and about your health or sex life where you share them, are sensitive personal information under California law. We use them only to review your situation and respond to you, and never to infer things about you for other purposes.",
      ],
    },
    {
      heading: "Why we collect it",
      paragraphs: [],
      list: [
        "to review your situation and contact you about it",
        "to check for conflicts of interest before an attorney can speak with you",
        "to keep a record of requests and the consents you gave",
        "to keep the website secure and working",
      ],
    },
    {
      heading: "Who receives it",
      paragraphs: [
        "Our intake staff and attorneys read what you send. We use service providers bound by contract to handle it only for us: the company that hosts our case management (CRM) system and our email and text message providers.",
        "If our attorneys cannot take your case, we may, with your permission, pass it to an independent attorney who practices in the area you need. That attorney keeps their own practice and is responsible for their own advice. A service that passes cases to other lawyers must be certified by the State Bar of California; where we do so, our certification details appear in the footer of every page.",
        "We do not sell your personal information, and we do not share it for cross-context behavioral advertising.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "If we do not take your case, we keep your request for up to three years, so we can answer questions about it and show what consent you gave, and then delete it. If we represent you, your file is kept as part of your client file for as long as the law and the rules for lawyers require. You can ask us to delete a request sooner (see below).",
      ],
    },
    {
      heading: "Your California privacy rights",
      paragraphs: ["If you live in California you have the right to:"],
      list: [
        "know what personal information we collected about you, where it came from, why, and who received it",
        "delete the personal information we collected from you, with exceptions the law allows (for example, records a lawyer must keep)",
        "correct inaccurate personal information",
        "opt out of the sale or sharing of your personal information (we do neither)",
        "limit the use of your sensitive personal information to what is needed to respond to you (which is already all we do)",
        "not be treated differently for using any of these rights",
      ],
    },
    {
      heading: "How to use your rights",
      paragraphs: [
        `${howToReach} We will confirm your request within 10 business days and answer within 45 days. We may ask for details to confirm who you are. An authorized agent may ask for you with your written permission.`,
      ],
    },
    {
      heading: "Global Privacy Control",
      paragraphs: [
        "If your browser sends the Global Privacy Control (GPC) signal, we treat it as a request to opt out of the sale or sharing of your personal information for that browser, and we do not load advertising or measurement tags that would share it.",
      ],
    },
    {
      heading: "Text messages and calls",
      paragraphs: [
        `If you agree to receive calls and text messages, we contact you at the number you gave about your request from ${phone}. Message frequency varies. Message and data rates may apply. Reply STOP to stop text messages at any time, or HELP for help. Your consent is not a condition of getting a case review or any other service. We honor opt-outs within 10 business days.`,
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "The website works without tracking cookies. It stores your answers in your own browser while you fill in a form, so you do not lose them if the page reloads.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [`We will post any change to this policy here with a new date. Questions: ${howToReach}`],
    },
  ],
};

const terms = {
  updated: "January 2025",
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
        "Case results and stories on this site are illustrative examples, clearly labeled as such. They are not a promise or prediction of the result in your case.",
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

const accessibility = {
  updated: "November 2026",
  sections: [
    {
      heading: "Our goal",
      paragraphs: [
        "We want everyone to be able to read this site and reach us, whatever device or assistive technology they use. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.",
      ],
    },
    {
      heading: "What we do",
      paragraphs: [],
      list: [
        "every page works with a keyboard alone, with a visible focus outline",
        "pages are built with real headings, buttons and labels for screen readers",
        "text and buttons meet color contrast requirements, and color is never the only signal",
        "moving content can be paused, and stays still if your device asks for reduced motion",
        "every page is tested automatically with an accessibility checker at phone and desktop widths",
      ],
    },
    {
      heading: "Known limits",
      paragraphs: [
        "Links to other websites, such as government agencies and our scheduling service, are outside our control and may not meet the same standard.",
      ],
    },
    {
      heading: "Tell us about a barrier",
      paragraphs: [
        `If something on this site does not work for you, please tell us and we will help you another way, such as by phone. ${howToReach} We aim to respond within two business days.`,
      ],
    },
  ],
};

const disclaimer = {
  updated: "January 2025",
  sections: [
    {
      heading: "Attorney advertising",
      paragraphs: [
        `This website is attorney advertising. The attorney responsible for it is ${site.responsible.attorneyName}, ${firm}, ${address}.`,
      ],
    },
    {
      heading: "General information only",
      paragraphs: [
        "The information here is general and may not fit your situation. Laws change, and the right answer depends on your facts. Talk to a lawyer before acting on anything you read here.",
      ],
    },
    {
      heading: "No attorney-client relationship",
      paragraphs: [
        "Using this site or sending us a form does not make us your lawyers. That happens only when you and the firm sign a written agreement.",
      ],
    },
    {
      heading: "Results are not guaranteed",
      paragraphs: [
        "Prior results do not guarantee a similar outcome. The case examples and client stories on this site are illustrative, not actual client results, and no attorney can promise a result.",
      ],
    },
    {
      heading: "Independent attorneys",
      paragraphs: [
        "Some cases may be referred to independent attorneys. Each keeps their own practice and is responsible for their own work.",
      ],
    },
  ],
};

export const legalPages: Record<LegalPageKey, LegalPage> = {
  privacy: legalPage.parse(privacy),
  terms: legalPage.parse(terms),
  accessibility: legalPage.parse(accessibility),
  disclaimer: legalPage.parse(disclaimer),
};
