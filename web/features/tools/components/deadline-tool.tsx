import { useState } from "react";
import { ChoiceGroup, TextField } from "@/components/ui/form-fields";
import { CallLink } from "@/components/ui/call-link";
import { primaryButton, secondaryButton, textLink } from "@/components/ui/styles";
import { deadlineSummaryForReview, deadlineToolCopy as copy, ruleCopy, situationCopy } from "@/content/tools";
import {
  estimateDeadlines,
  flagDays,
  isCalendarDay,
  issueTypesFor,
  situations,
  type SituationId,
} from "@/lib/deadlines";
import { formatDate } from "@/lib/format";
import { useIntakeLauncher } from "@/lib/intake-launcher";
import { useToday } from "@/lib/use-today";
import { ToolLayout } from "./tool-layout";

type Employer = "no" | "yes" | "unsure";
const situationOptions = situations.map((s) => ({ value: s.id, ...situationCopy[s.id] }));
const employerOptions = (Object.keys(copy.publicOptions) as Employer[]).map((value) => ({
  value,
  label: copy.publicOptions[value],
}));

/**
 * /tools/deadlines: the worker picks what happened and when; the page lists each deadline that
 * may apply (lib/deadlines.ts over config/deadlines/rules.json) and can carry it into the case review.
 */
export function DeadlineTool() {
  const today = useToday();
  const { open, prepare } = useIntakeLauncher();
  const [chosen, setChosen] = useState<SituationId[]>([]);
  const [day, setDay] = useState("");
  const [employer, setEmployer] = useState<Employer>("no");

  const dayProblem = day !== "" && isCalendarDay(day) && day > today ? copy.futureDate : null;
  const ready = chosen.length > 0 && isCalendarDay(day) && !dayProblem;
  const question = { incidentDate: day, situations: chosen, publicEmployer: employer !== "no" };
  const deadlines = ready ? estimateDeadlines(question, today) : [];
  const upcoming = deadlines.filter((d) => d.daysLeft >= 0);
  const urgent = upcoming.some((d) => d.daysLeft < flagDays);
  const earliest = upcoming[0] ?? deadlines[0];

  const addToReview = () => {
    const labels = chosen.map((id) => situationCopy[id].label);
    open("case-review", {
      issueType: issueTypesFor(chosen),
      issueDetails: deadlineSummaryForReview({
        incidentDay: formatDate(day),
        situationLabels: labels,
        earliest: earliest && { title: ruleCopy[earliest.rule].title, due: formatDate(earliest.due) },
      }),
      estimate: {
        tool: "deadlines",
        incidentDate: day,
        situations: chosen,
        publicEmployer: employer !== "no",
      },
    });
  };
  const reviewButton = (
    <button
      type="button"
      className={urgent ? secondaryButton : primaryButton}
      onClick={addToReview}
      onFocus={prepare}
      onPointerEnter={prepare}
    >
      {copy.addToReview}
    </button>
  );

  return (
    <ToolLayout
      formLabel={copy.formLabel}
      noScript={copy.noScript}
      fields={
        <>
          <ChoiceGroup
            name="situation"
            legend={copy.situationsLegend}
            options={situationOptions}
            multiple
            value={chosen}
            onChange={(next) => setChosen(next as SituationId[])}
          />
          <TextField
            label={copy.dateLabel}
            hint={copy.dateHint}
            type="date"
            max={today}
            value={day}
            onChange={setDay}
            errors={dayProblem ? [dayProblem] : undefined}
          />
          <ChoiceGroup
            name="public-employer"
            legend={copy.publicLegend}
            options={[{ ...employerOptions[0]!, hint: copy.publicHint }, ...employerOptions.slice(1)]}
            value={employer}
            onChange={(next) => setEmployer(next as Employer)}
          />
        </>
      }
      resultsHeading={copy.resultsHeading}
      summary={
        ready && earliest ? copy.summary(deadlines.length, formatDate(earliest.due)) : copy.needsAnswers
      }
    >
      {ready && urgent && (
        <div className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4">
          <h3 className="text-lg font-bold text-red-900">{copy.urgentHeading}</h3>
          <p className="mt-1 text-slate-900">{copy.urgentText}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <CallLink className={primaryButton} />
            {reviewButton}
          </div>
        </div>
      )}
      {ready && employer === "unsure" && <p className="mt-3 text-sm text-slate-700">{copy.unsureNote}</p>}
      {ready && (
        <ol className="mt-4 grid gap-4">
          {deadlines.map((d) => {
            const rule = ruleCopy[d.rule];
            return (
              <li key={d.rule} className="rounded-lg border border-slate-300 bg-white p-4">
                <h3 className="text-lg font-semibold text-slate-900">{rule.title}</h3>
                <p className="mt-1 text-slate-900">
                  <strong>
                    {copy.dueOn} {formatDate(d.due)}
                  </strong>
                  {" · "}
                  <span
                    className={
                      d.daysLeft < 0
                        ? "text-slate-700"
                        : d.daysLeft < flagDays
                          ? "font-semibold text-red-800"
                          : ""
                    }
                  >
                    {d.daysLeft < 0 ? copy.passed(-d.daysLeft) : copy.daysLeft(d.daysLeft)}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {copy.where}: {rule.where}
                </p>
                <p className="mt-2 text-slate-800">{rule.rule}</p>
                <p className="mt-1 text-sm text-slate-700">{rule.exception}</p>
                {d.daysLeft < 0 && <p className="mt-1 text-sm text-slate-700">{copy.passedNote}</p>}
                <p className="mt-1 text-sm">
                  {copy.lawLabel}:{" "}
                  <a href={rule.statute.url} className={textLink} rel="noopener" target="_blank">
                    {rule.statute.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {ready && !urgent && <div className="mt-6">{reviewButton}</div>}
      {ready && <p className="mt-2 text-sm text-slate-600">{copy.addedHint}</p>}
      <p className="mt-6 text-sm text-slate-700">{copy.weekendNote}</p>
    </ToolLayout>
  );
}
