// The words of content/privacy-choices.ts: the privacy banner and the footer button that reopens it.
export default {
  heading: "Your privacy choices",
  noTags: "This site does not use advertising or analytics tags right now.",
  gpc: "Your browser sends the Global Privacy Control signal, so we do not load advertising or analytics tags and do not sell or share your information.",
  askConsent:
    "With your permission we use advertising and analytics tags from Google and Meta to learn which ads bring people to us. They are off until you accept.",
  currentChoice: (choice: string) => `Your current choice: ${choice}.`,
  policyLink: "Privacy Policy",
  accept: "Accept",
  decline: "Decline",
  close: "Close",
  reopen: "Your Privacy Choices",
};
