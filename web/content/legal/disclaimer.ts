import { site } from "@/lib/site-config";
import { priorResultsDisclaimer } from "../statements";
import { address, firm, type LegalPageText } from "./shared";

export const disclaimer: LegalPageText = {
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
        `${priorResultsDisclaimer} The case examples and client stories on this site are illustrative, not actual client results.`,
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
