import { useState } from "react";
import { ChoiceGroup, TextField } from "@/components/ui/form-fields";
import { CallLink } from "@/components/ui/call-link";
import { primaryButton, secondaryButton, textLink } from "@/components/ui/styles";
import { chrome } from "@/content/chrome";
import { deadlineReviewWords, deadlineToolCopy as copy, ruleCopy, situationCopy } from "@/content/tools";
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

/** The earliest day the forms take (config/forms/rules.json dateRange), so an estimate is never refused. */
const earliestDay = "1900-01-01";
const federalEeoSituations: readonly SituationId[] = ["discrimination", "harassment", "feha-retaliation"];
import { formatDate } from "@/lib/format";
import { useIntakeLauncher } from "@/lib/intake-launcher";
import { useToday } from "@/lib/use-today";
import { ToolLayout } from "./tool-layout";

type Employer = "no" | "state" | "federal" | "unsure";
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

  const dayProblem =
    day === "" || !isCalendarDay(day)
      ? null
      : day > today
        ? copy.futureDate
        : day < earliestDay
          ? copy.tooEarly
          : null;
  const ready = chosen.length > 0 && isCalendarDay(day) && !dayProblem;
  const publicEmployer = employer === "state" || employer === "unsure";
  const federal = employer === "federal";
  const question = { incidentDate: day, situations: chosen, publicEmployer };
  // A federal employee's first step is the 45-day EEO counselor contact; California's list does not apply.
  // It covers discrimination, harassment and retaliation for complaining of them (29 CFR 1614).
  const federalEeo = federal && chosen.some((s) => federalEeoSituations.includes(s));
  const federalDue = ready && federalEeo ? addPeriod(day, { days: 45 }) : "";
  const deadlines = !ready
    ? []
    : federal
      ? federalDue
        ? [{ rule: "federal" as const, due: federalDue, daysLeft: daysBetween(today, federalDue) }]
        : []
      : estimateDeadlines(question, today);
  const upcoming = deadlines.filter((d) => d.daysLeft >= 0);
  const urgent = upcoming.some((d) => d.daysLeft < flagDays);
  const allPassed = ready && deadlines.length > 0 && upcoming.length === 0;
  const federalOther = ready && federal && !federalEeo;
  const earliest = upcoming[0] ?? deadlines[0];
  const titleOf = (rule: DeadlineRuleId | "federal") =>
    rule === "federal" ? copy.federal.title : ruleCopy[rule].title;
  const summary = !ready
    ? copy.needsAnswers
    : federalOther
      ? copy.federal.other
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
        // A federal employer is sent as public: the staff's estimate then errs early, never late.
        publicEmployer: publicEmployer || federal,
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
            onChange={(next) => setEmployer(next as Employer)}
          />
        </>
      }
      resultsHeading={copy.resultsHeading}
      summary={summary}
    >
      {federalOther && (
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
            const rule =
              d.rule === "federal" ? { ...copy.federal, exception: copy.federal.heading } : ruleCopy[d.rule];
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
                  {copy.lawLabel}:{" "}
                  <a href={rule.statute.url} className={textLink} rel="noopener" target="_blank">
                    {rule.statute.title}
                    <span className="sr-only">{chrome.opensInNewTab}</span>
                  </a>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {ready && !urgent && !allPassed && !federalOther && <div className="mt-6">{reviewButton}</div>}
      {ready && <p className="mt-2 text-sm text-slate-600">{copy.addedHint}</p>}
      <p className="mt-6 text-sm text-slate-700">{copy.weekendNote}</p>
    </ToolLayout>
  );
}
