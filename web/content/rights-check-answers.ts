import { rightsQuestions, type RightsQuestionId } from "./rights-check-facts";

// The labels the Quick Rights Check accepts, in the build's language (lib/rights-check.ts scores
// with them). Data only, so the browser build receives the labels without the facts and words
// they come from (scripts/vite-frozen-content-plugin.ts).
const questions = rightsQuestions();
const accepted = (id: RightsQuestionId) =>
  questions.find((q) => q.id === id)!.options.flatMap((o) => (o.counts ? [o.label] : []));
/** The labels of the options that count, by question, in the build's language. */
export const acceptedAnswers: Record<RightsQuestionId, readonly string[]> = {
  treatment: accepted("treatment"),
  reported: accepted("reported"),
};
