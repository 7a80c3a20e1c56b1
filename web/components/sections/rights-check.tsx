import { sectionWords } from "@/content/section-words";
import { useState } from "react";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import { workplaceRights } from "@/content/workplace-rights";
import { answerTone, showResults, type RightsQuestionId } from "@/lib/rights-check";

const tones = {
  green: {
    box: "border-green-700 bg-green-50 text-green-900",
    icon: "✓",
    label: sectionWords.rightsCheckClaim,
  },
  red: {
    box: "border-red-700 bg-red-50 text-red-900",
    icon: "✕",
    label: sectionWords.rightsCheckNoClaim,
  },
} as const;

/**
 * The two-question Quick Rights Check. After an answer, the chosen option is marked green or red
 * with an icon and words (never color alone) and its explanation appears; once both questions are
 * answered, the results panel with the consultation button appears. Nothing is sent anywhere.
 */
export function RightsCheck() {
  const copy = workplaceRights;
  const [answers, setAnswers] = useState<Partial<Record<RightsQuestionId, string>>>({});
  return (
    <section aria-labelledby="rights-check-heading" className="rounded-xl border border-slate-200 p-6 md:p-8">
      <h2 id="rights-check-heading" className="text-2xl font-bold text-slate-900">
        {copy.checkHeading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.checkIntro}</p>
      {copy.questions.map((q, qi) => {
        const answer = answers[q.id];
        const tone = answer ? tones[answerTone(q.id, answer)] : null;
        return (
          <fieldset key={q.id} className="mt-6">
            <legend className="text-lg font-semibold text-slate-900">
              {qi + 1}. {q.question}
            </legend>
            <div className="mt-3 flex flex-wrap gap-3">
              {q.options.map((option) => {
                const chosen = answer === option;
                const optionTone = chosen ? tones[answerTone(q.id, option)] : null;
                return (
                  <label
                    key={option}
                    className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 px-4 font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-700 ${optionTone ? optionTone.box : "border-slate-300 bg-white text-slate-900"}`}
                  >
                    <input
                      type="radio"
                      name={`rights-${q.id}`}
                      value={option}
                      checked={chosen}
                      onChange={() => setAnswers((a) => ({ ...a, [q.id]: option }))}
                      className="h-4 w-4"
                    />
                    {option}
                    {optionTone && <span aria-hidden="true">{optionTone.icon}</span>}
                  </label>
                );
              })}
            </div>
            <div aria-live="polite">
              {answer && tone && (
                <p
                  data-tone={answerTone(q.id, answer)}
                  className={`mt-3 rounded-md border-l-4 p-3 ${tone.box}`}
                >
                  <span className="font-semibold">
                    <span aria-hidden="true">{tone.icon} </span>
                    {tone.label}.
                  </span>{" "}
                  {q.explanations[answer]}
                </p>
              )}
            </div>
          </fieldset>
        );
      })}
      <div aria-live="polite">
        {showResults(answers) && (
          <div className="mt-8 rounded-lg bg-blue-50 p-6" data-testid="rights-result">
            <h3 className="text-xl font-bold text-slate-900">{copy.resultHeading}</h3>
            <p className="mt-2 text-slate-700">{copy.resultText}</p>
            <div className="mt-4">
              <CaseReviewButton>{sectionWords.getFreeConsultation}</CaseReviewButton>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
