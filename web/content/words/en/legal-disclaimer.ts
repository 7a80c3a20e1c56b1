// The words of the disclaimer (content/legal/disclaimer.ts), by section id. {attorney}, {firm}
// and {address} come from config/site.json; {priorResults} is content/statements.ts's disclaimer.
export default {
  sections: {
    advertising: {
      heading: "Attorney advertising",
      paragraphs: [
        "This website is attorney advertising. The attorney responsible for it is {attorney}, {firm}, {address}.",
      ],
    },
    "general-information": {
      heading: "General information only",
      paragraphs: [
        "The information here is general and may not fit your situation. Laws change, and the right answer depends on your facts. Talk to a lawyer before acting on anything you read here.",
      ],
    },
    "no-attorney-client-relationship": {
      heading: "No attorney-client relationship",
      paragraphs: [
        "Using this site or sending us a form does not make us your lawyers. That happens only when you and the firm sign a written agreement.",
      ],
    },
    results: {
      heading: "Results are not guaranteed",
      paragraphs: [
        "{priorResults} The case examples and client stories on this site are illustrative, not actual client results.",
      ],
    },
    "independent-attorneys": {
      heading: "Independent attorneys",
      paragraphs: [
        "Some cases may be referred to independent attorneys. Each keeps their own practice and is responsible for their own work.",
      ],
    },
  },
};
