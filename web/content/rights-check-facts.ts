import words from "#words/workplace-rights";
import { withWords } from "../lib/words";

// The Quick Rights Check's facts, the same in every language: its two questions, each one's
// options in the order the page shows them, and which options count (point to a possible claim),
// as the spec sets them. Each option's words are the page's language
// (content/words/<language>/workplace-rights.ts): lib/rights-check.ts scores an answer by its label
// (content/rights-check-answers.ts).
export type RightsQuestionId = "treatment" | "reported";

export const rightsCheckFacts: readonly {
  id: RightsQuestionId;
  options: readonly { id: string; counts: boolean }[];
}[] = [
  {
    id: "treatment",
    options: [
      { id: "yes", counts: true },
      { id: "no", counts: false },
      { id: "not-sure", counts: true },
    ],
  },
  {
    id: "reported",
    options: [
      { id: "yes", counts: true },
      { id: "no", counts: false },
      { id: "afraid", counts: true },
    ],
  },
];

type OptionWords = { label: string; explanation: string };
type CheckWords = {
  questions: Record<RightsQuestionId, { question: string; options: Readonly<Record<string, OptionWords>> }>;
};

/** The questions with a catalog's words (the build's language unless another catalog is given). */
export function rightsQuestions(catalog: CheckWords = words) {
  return rightsCheckFacts.map((q) => ({
    id: q.id,
    question: catalog.questions[q.id].question,
    options: withWords(`rights check: ${q.id}`, q.options, catalog.questions[q.id].options),
  }));
}
