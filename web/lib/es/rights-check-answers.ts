import type { RightsQuestionId } from "../rights-check-answers";

// Spanish twin of ../rights-check-answers.ts: the options of content/es/workplace-rights.ts that
// count ("Sí" or "No lo sé"; "Sí" or "Tengo miedo de reportarlo").
export type { RightsQuestionId } from "../rights-check-answers";

export const acceptedAnswers: Record<RightsQuestionId, readonly string[]> = {
  treatment: ["Sí", "No lo sé"],
  reported: ["Sí", "Tengo miedo de reportarlo"],
};
