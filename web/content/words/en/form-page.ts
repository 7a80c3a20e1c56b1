// The words of content/form-page.ts: /form's side panel, reassurance and notice at collection.
export default {
  phoneHeading: "Rather talk?",
  phoneText: "Call us and tell us what happened. A person answers, not a menu.",
  reassuranceHeading: "Before you start",
  reassurance: [
    "The review is free and you are under no obligation.",
    "What you tell us is confidential. We never contact your employer unless you decide to go ahead.",
    "You do not need documents or legal words. Tell us in your own words.",
    "No attorney fee unless money is recovered for you. The firm pays case costs up front, and if nothing is recovered you owe neither fee nor costs.",
  ],
  noticeAtCollection:
    "We use what you send only to review your situation and contact you about it. Our privacy policy explains what we collect, who sees it and your rights.",
  /** The words of the link after the notice at collection. */
  privacyLink: "Privacy policy",
};
