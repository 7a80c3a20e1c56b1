import { sectionWords } from "@/content/section-words";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import { workplaceRights } from "@/content/workplace-rights";
import { answerTone } from "@/lib/rights-check";

const tones = {
  green: {
    box: "border-green-700 bg-green-50 text-green-900",
    chosen: "has-[:checked]:border-green-700 has-[:checked]:bg-green-50 has-[:checked]:text-green-900",
    icon: "✓",
    label: sectionWords.rightsCheckClaim,
  },
  red: {
    box: "border-red-700 bg-red-50 text-red-900",
    chosen: "has-[:checked]:border-red-700 has-[:checked]:bg-red-50 has-[:checked]:text-red-900",
    icon: "✕",
    label: sectionWords.rightsCheckNoClaim,
  },
} as const;

/**
 * The two-question Quick Rights Check, in HTML and CSS alone (issue 37): native radios, and for
 * each option its verdict and explanation, shown by the stylesheet while that option is chosen
 * (app/app.css, "rights check"). The chosen option is marked green or red with an icon and words
 * (never color alone); once both questions are answered, the results panel with the consultation
 * button shows. It works before any script has run, or without one; nothing is sent anywhere.
 */
export function RightsCheck() {
  const copy = workplaceRights;
  return (
    <section
      aria-labelledby="rights-check-heading"
      data-rights-check
      className="rounded-xl border border-slate-200 p-6 md:p-8"
    >
      <h2 id="rights-check-heading" className="text-2xl font-bold text-slate-900">
        {copy.checkHeading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.checkIntro}</p>
      {copy.questions.map((q, qi) => (
        <fieldset key={q.id} className="mt-6">
          <legend className="text-lg font-semibold text-slate-900">
            {qi + 1}. {q.question}
          </legend>
          <div className="mt-3 flex flex-wrap gap-3">
            {q.options.map((option, oi) => {
              const tone = tones[answerTone(q.id, option)];
              return (
                <label
                  key={option}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 border-slate-300 bg-white px-4 font-semibold text-slate-900 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-700 ${tone.chosen}`}
                >
                  <input
                    type="radio"
                    name={`rights-${q.id}`}
                    value={option}
                    data-option={oi}
                    className="peer h-4 w-4"
                  />
                  {option}
                  <span aria-hidden="true" className="hidden peer-checked:inline">
                    {tone.icon}
                  </span>
                </label>
              );
            })}
          </div>
          <div aria-live="polite" className="rights-feedback">
            {q.options.map((option, oi) => {
              const tone = answerTone(q.id, option);
              return (
                <p
                  key={option}
                  data-option={oi}
                  data-tone={tone}
                  className={`mt-3 rounded-md border-l-4 p-3 ${tones[tone].box}`}
                >
                  <span className="font-semibold">
                    <span aria-hidden="true">{tones[tone].icon} </span>
                    {tones[tone].label}.
                  </span>{" "}
                  {q.explanations[option]}
                </p>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div aria-live="polite" className="rights-result">
        <div className="mt-8 rounded-lg bg-blue-50 p-6" data-testid="rights-result">
          <h3 className="text-xl font-bold text-slate-900">{copy.resultHeading}</h3>
          <p className="mt-2 text-slate-700">{copy.resultText}</p>
          <div className="mt-4">
            <CaseReviewButton>{sectionWords.getFreeConsultation}</CaseReviewButton>
          </div>
        </div>
      </div>
    </section>
  );
}
