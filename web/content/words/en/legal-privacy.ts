// The words of the privacy policy (content/legal/privacy.ts), by section id. What we keep and for
// how long, the deadlines we answer in and the text keywords are facts there ({keepYears},
// {confirmWithinBusinessDays}, {answerWithinDays}, {optOutWithinBusinessDays}, {campaignTags},
// {stop}, {help}, {start}); {firm}, {address} and {phone} come from config/site.json and
// {howToReach} is content/legal/shared.ts's sentence.
export default {
  sections: {
    "who-we-are": {
      heading: "Who we are",
      paragraphs: [
        "This website is run by {firm}, {address}. This policy explains what personal information we collect through the website and its forms, why, who receives it, how long we keep it and the rights you have under California law, including the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA).",
      ],
    },
    "case-review-form": {
      heading: "What the free case review form collects",
      paragraphs: ["When you send a case review we collect what you enter and a few technical details:"],
      list: [
        "the kinds of workplace problem you choose and your description of what happened",
        "your employment status and when the problem happened",
        "your first and last name, email address and phone number",
        "your employer's name, if you give it, so we can check that we have no conflict of interest",
        "if you add it from one of our free tools, the estimate of your deadlines or unpaid wages",
        "the language of the page you sent it from (English or Spanish), so we can answer you in it",
        "your answers to the consent boxes (terms and privacy policy; calls and emails; text messages, which are optional)",
        "how you reached us: the campaign tags in the page address ({campaignTags}) and the page you first landed on",
        "your browser's user agent (the type of browser and device), to help us fix problems with the form",
      ],
    },
    "harassment-questionnaire": {
      heading: "What the confidential harassment questionnaire collects",
      paragraphs: [
        "The questionnaire asks whether you worked in California, whether you already have an attorney, whether you still work there, what kind of harassment happened, who did it, when, whether you reported it and what your employer did, plus your name, email and phone number, your employer's name if you give it, and the language of the page you sent it from.",
        "Details about harassment, and about your health or sex life where you share them, are sensitive personal information under California law. We use them only to review your situation and respond to you, and never to infer things about you for other purposes.",
      ],
    },
    why: {
      heading: "Why we collect it",
      list: [
        "to review your situation and contact you about it",
        "to check for conflicts of interest before an attorney can speak with you",
        "to keep a record of requests and the consents you gave",
        "to keep the website secure and working",
      ],
    },
    "who-receives-it": {
      heading: "Who receives it",
      paragraphs: [
        "Our intake staff and attorneys read what you send. We use service providers bound by contract to handle it only for us: the company that hosts our case management (CRM) system and our email and text message providers.",
        "If our attorneys cannot take your case, we may, with your permission, pass it to an independent attorney who practices in the area you need. That attorney keeps their own practice and is responsible for their own advice. A service that passes cases to other lawyers must be certified by the State Bar of California; where we do so, our certification details appear in the footer of every page.",
        "We do not sell your personal information, and we do not share it for cross-context behavioral advertising.",
      ],
    },
    "how-long": {
      heading: "How long we keep it",
      paragraphs: [
        "If we do not take your case, we keep your request for up to {keepYears} years, so we can answer questions about it and show what consent you gave, and then delete it. If we represent you, your file is kept as part of your client file for as long as the law and the rules for lawyers require. You can ask us to delete a request sooner (see below).",
        "If you sign a fee agreement with us on this website, we keep the signed agreement and the record of how it was signed (each step with its date and time, the internet address and browser it came from, and a fingerprint of the exact text you read), because they are the proof of what you and the firm agreed to and how it was signed. They are kept even if you ask us to delete your request; the rest of the request is deleted. An agreement you did not sign is deleted with the request.",
      ],
    },
    rights: {
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
    "using-your-rights": {
      heading: "How to use your rights",
      paragraphs: [
        "{howToReach} We will confirm your request within {confirmWithinBusinessDays} business days and answer within {answerWithinDays} days. We may ask for details to confirm who you are. An authorized agent may ask for you with your written permission.",
      ],
    },
    "global-privacy-control": {
      heading: "Global Privacy Control",
      paragraphs: [
        "If your browser sends the Global Privacy Control (GPC) signal, we treat it as a request to opt out of the sale or sharing of your personal information for that browser, and we do not load advertising or measurement tags that would share it.",
      ],
    },
    "texts-and-calls": {
      heading: "Text messages and calls",
      paragraphs: [
        "Text messages are optional: a form that offers them asks in a box of its own. If you leave it unticked, we call and email you only, and you get the same help. If you tick it, we text you from {phone}, at the number you gave, only about your request: to say we got it, to arrange a call, and to remind you of a call you booked. Usually only a few texts. Message and data rates may apply. Reply {stop} to stop text messages at any time, or {help} for help. If you share your phone with the person you are complaining about, you can leave the box unticked. Your consent is not a condition of getting a case review or any other service. If you ask us to stop calling or texting you, we stop within {optOutWithinBusinessDays} business days.",
        "If you text us, or we text you about your request, we keep those texts (yours and ours, with their dates and whether they arrived) with your request, so our staff can read the whole conversation. If you text us without sending a form, your phone number and your texts are your request. The texts are kept for as long as the request and deleted with it (see “How long we keep it”); if you ask us to delete your request, its texts are deleted too.",
        "If you send us pictures or files by text, they stay with our text message provider. Our website's server never downloads or opens them: it keeps only the links, which our staff open at the provider.",
        "If you reply {stop}, we put your phone number on a do-not-text list. The number stays on that list even after your request is deleted, so that we never text you again. The list holds only the number and when you replied {stop}. To get texts again, reply {start}.",
      ],
    },
    cookies: {
      heading: "Cookies",
      paragraphs: [
        "The website works without tracking cookies. It stores your answers in your own browser while you fill in a form, so you do not lose them if the page reloads.",
      ],
    },
    "changes-and-contact": {
      heading: "Changes and contact",
      paragraphs: ["We will post any change to this policy here with a new date. Questions: {howToReach}"],
    },
  },
};
