// The answers of the Quick Rights Check that count (lib/rights-check.ts), in the words the page
// shows them; lib/es/rights-check-answers.ts is the Spanish twin (the same answers, in Spanish).
export type RightsQuestionId = "treatment" | "reported";

export const acceptedAnswers: Record<RightsQuestionId, readonly string[]> = {
  treatment: ["Yes", "Not sure"],
  reported: ["Yes", "Afraid to report"],
};
