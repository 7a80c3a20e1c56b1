// The words of content/legal-notes.ts: notes under articles, call-to-action blocks and in the
// footer on what the site's information is not (legal advice, an attorney-client relationship).
export default {
  articleLegalNote: {
    label: "Legal note",
    lead: "General information, not legal advice.",
    text: "This page explains California law in general terms as of its last update. It is not legal advice for your situation, and reading it does not make you our client. Laws and deadlines change; an attorney can tell you how they apply to you.",
    disclaimerLink: "Read our full disclaimer",
  },
  freeReviewNote: "A free review does not create an attorney-client relationship.",
  footerNotes: {
    generalInformation: "This website gives general information, not legal advice.",
    referralCertification: "State Bar of California lawyer referral service certification No.",
  },
};
