// Scoring of the Quick Rights Check on /workplace-rights, exactly as the spec sets it:
// question 1 accepts "Yes" or "Not sure", question 2 accepts "Yes" or "Afraid to report";
// any other answer (always "No") is not accepted and is shown in red.

// Which answers count is a fact in content/rights-check-facts.ts; their words are the page's language.
import { acceptedAnswers } from "@/content/rights-check-answers";
import type { RightsQuestionId } from "@/content/rights-check-facts";

export { acceptedAnswers, type RightsQuestionId };

export type AnswerTone = "green" | "red";

export function isAccepted(question: RightsQuestionId, answer: string): boolean {
  return acceptedAnswers[question].includes(answer);
}

export function answerTone(question: RightsQuestionId, answer: string): AnswerTone {
  return isAccepted(question, answer) ? "green" : "red";
}
