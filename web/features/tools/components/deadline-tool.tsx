import { useState } from "react";
import { ChoiceGroup, TextField } from "@/components/ui/form-fields";
import { CallLink } from "@/components/ui/call-link";
import { primaryButton, secondaryButton } from "@/components/ui/styles";
import {
  deadlineReviewWords,
  deadlineToolCopy as copy,
  employerOptions,
  federalCopy,
  federalEeoStep,
  ruleCopy,
  situationCopy,
  type EmployerChoice,
} from "@/content/tools";
import {
  addPeriod,
  daysBetween,
  estimateDeadlines,
  flagDays,
  isCalendarDay,
  issueTypesFor,
  situations,
  type DeadlineRuleId,
  type SituationId,
} from "@/lib/deadlines";
import { formatDate } from "@/lib/format";
import { useIntakeLauncher } from "@/lib/use-intake-launcher";
import { useToday } from "@/lib/use-today";
import { ToolLayout } from "./tool-layout";
import { StatuteLink } from "./statute-link";

/** The earliest day the forms take (config/forms/rules.json dateRange), so an estimate is never refused. */
const earliestDay = "1900-01-01";
const situationOptions = situations.map((s) => ({ value: s.id, ...situationCopy[s.id] }));

/**
 * /tools/deadlines: the worker picks what happened and when; the page lists each deadline that
 * may apply (lib/deadlines.ts over config/deadlines/rules.json) and can carry it into the case review.
 */
export function DeadlineTool() {
  const today = useToday();
  const { open, prepare } = useIntakeLauncher();
  const [chosen, setChosen] = useState<SituationId[]>([]);
  const [day, setDay] = useState("");
  const [employer, setEmployer] = useState<EmployerChoice>("private");

  const dayProblem =
    day === "" || !isCalendarDay(day)
      ? null
      : day > today
        ? copy.futureDate
        : day < earliestDay
          ? copy.tooEarly(Number(earliestDay.slice(0, 4)))
          : null;
  const ready = chosen.length > 0 && isCalendarDay(day) && !dayProblem;
  // A federal employee's first step is the EEO counselor contact (content/tools.ts federalEeoStep);
  // California's list does not apply.
  const federal = employer === "federal";
  const federalEeo = federal && chosen.some((s) => federalEeoStep.situations.includes(s));
  const federalDue = ready && federalEeo ? addPeriod(day, federalEeoStep.period) : "";
  const deadlines = !ready
    ? []
    : employer === "federal"
      ? federalDue
        ? [{ rule: "federal" as const, due: federalDue, daysLeft: daysBetween(today, federalDue) }]
        : []
      : estimateDeadlines({ incidentDate: day, situations: chosen, employer }, today);
  const upcoming = deadlines.filter((d) => d.daysLeft >= 0);
  const urgent = upcoming.some((d) => d.daysLeft < flagDays);
  const allPassed = ready && deadlines.length > 0 && upcoming.length === 0;
  // Nothing to count: a federal employee's other claims, or a city or county's late final pay
  // (no waiting-time penalty). The phone comes first.
  const noneFound = ready && deadlines.length === 0;
  const earliest = upcoming[0] ?? deadlines[0];
  const titleOf = (rule: DeadlineRuleId | "federal") =>
    rule === "federal" ? federalCopy.title : ruleCopy[rule].title;
  const summary = !ready
    ? copy.needsAnswers
    : noneFound
      ? federal
        ? federalCopy.other
        : copy.noneFound
      : allPassed
        ? copy.allPassedSummary
        : copy.summary(deadlines.length, formatDate(earliest!.due)) + (urgent ? copy.urgentSummary : "");

  const addToReview = () => {
    const labels = chosen.map((id) => situationCopy[id].label);
    open("case-review", {
      issueType: issueTypesFor(chosen),
      issueDetails: [
        deadlineReviewWords.incident(formatDate(day)),
        deadlineReviewWords.happened(labels.join("; ")),
        ...(earliest ? [deadlineReviewWords.earliest(titleOf(earliest.rule), formatDate(earliest.due))] : []),
      ].join(" "),
      estimate: {
        tool: "deadlines",
        incidentDate: day,
        situations: chosen,
        // The staff's estimate knows only public or not, and counts public as not sure, so every
        // kind but private is sent as public (federal too): it then errs early, never late.
        publicEmployer: employer !== "private",
      },
    });
  };
  const reviewButton = (
    <button
      type="button"
      className={urgent || allPassed ? secondaryButton : primaryButton}
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
            hint={copy.publicHint}
            options={employerOptions}
            value={employer}
            onChange={(next) => setEmployer(next as EmployerChoice)}
          />
        </>
      }
      resultsHeading={copy.resultsHeading}
      summary={summary}
    >
      {noneFound && (
        <div className="mt-4 flex flex-wrap gap-3">
          <CallLink className={primaryButton} />
          {reviewButton}
        </div>
      )}
      {ready && (urgent || allPassed) && (
        <div className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4">
          <h3 className="text-lg font-bold text-red-900">
            {urgent ? copy.urgentHeading : copy.allPassedHeading}
          </h3>
          <p className="mt-1 text-slate-900">{urgent ? copy.urgentText : copy.allPassedText}</p>
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
            const rule = d.rule === "federal" ? federalCopy : ruleCopy[d.rule];
            return (
              <li key={d.rule} className="rounded-lg border border-slate-300 bg-white p-4">
                <h3 className="text-lg font-semibold text-slate-900">{titleOf(d.rule)}</h3>
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
                  {copy.lawLabel}: <StatuteLink statute={rule.statute} />
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {ready && !urgent && !allPassed && !noneFound && <div className="mt-6">{reviewButton}</div>}
      {ready && <p className="mt-2 text-sm text-slate-600">{copy.addedHint}</p>}
      <p className="mt-6 text-sm text-slate-700">{copy.weekendNote}</p>
    </ToolLayout>
  );
}
