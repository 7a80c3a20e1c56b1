import { useState } from "react";
import { ChoiceGroup, TextField } from "@/components/ui/form-fields";
import { CallLink } from "@/components/ui/call-link";
import { primaryButton, secondaryButton } from "@/components/ui/styles";
import {
  deadlineReviewWords,
  deadlineToolCopy as copy,
  employerOptions,
  federalNote,
  ruleCopy,
  situationCopy,
  type EmployerChoice,
} from "@/content/tools";
import {
  asksLastDay,
  dateKindsFor,
  estimateDeadlines,
  flagDays,
  isCalendarDay,
  issueTypesFor,
  situations,
  type SituationId,
} from "@/lib/deadlines";
import { formatDate } from "@/lib/format";
import { useIntakeLauncher } from "@/lib/use-intake-launcher";
import { useToday } from "@/lib/use-today";
import { dateQuestion, exceptionFor } from "../deadline-copy";
import { ToolLayout } from "./tool-layout";
import { StatuteLink } from "./statute-link";

/** The earliest day the forms take (config/forms/rules.json dateRange), so an estimate is never refused. */
const earliestDay = "1900-01-01";
const situationOptions = situations.map((s) => ({ value: s.id, ...situationCopy[s.id] }));

/** A day typed in a date field: its problem, or null (an empty or half-typed day has none yet). */
function problemOf(day: string, today: string): string | null {
  if (day === "" || !isCalendarDay(day)) return null;
  if (day > today) return copy.futureDate;
  if (day < earliestDay) return copy.tooEarly(Number(earliestDay.slice(0, 4)));
  return null;
}

/**
 * /tools/deadlines: the worker picks what happened and when; the page lists each deadline that
 * may apply (lib/deadlines.ts over config/deadlines/rules.json) and can carry it into the case review.
 * The date question follows the situations: a harassment's last incident, a decision's first day
 * (the day the worker was told), the first payday paid wrong; for several, the earliest of them.
 * A decision that may be a firing also asks the last day worked, which only FEHA's complaint counts
 * from (the rules' countsFrom); left empty, every rule counts from the earlier day.
 */
export function DeadlineTool() {
  const today = useToday();
  const { open, prepare } = useIntakeLauncher();
  const [chosen, setChosen] = useState<SituationId[]>([]);
  const [day, setDay] = useState("");
  const [lastDayInput, setLastDay] = useState("");
  const [employer, setEmployer] = useState<EmployerChoice>("private");

  const question = dateQuestion(dateKindsFor(chosen));
  const firing = asksLastDay(chosen);
  const dayProblem = problemOf(day, today);
  // A last day still ahead is refused like any future day: left empty, every rule counts from the
  // day told (earlier), and a mistyped year can never push the CRD complaint's date late.
  const lastDayProblem = firing ? problemOf(lastDayInput, today) : null;
  const lastDay = firing && isCalendarDay(lastDayInput) && !lastDayProblem ? lastDayInput : undefined;
  const lastDayPending = firing && lastDayInput !== "" && lastDay === undefined;
  const ready = chosen.length > 0 && isCalendarDay(day) && !dayProblem && !lastDayPending;
  const deadlines = ready
    ? estimateDeadlines(
        { incidentDate: day, ...(lastDay ? { lastDay } : {}), situations: chosen, employer },
        today,
      )
    : [];
  const upcoming = deadlines.filter((d) => d.daysLeft >= 0);
  const urgent = upcoming.some((d) => d.daysLeft < flagDays);
  const allPassed = ready && deadlines.length > 0 && upcoming.length === 0;
  // Nothing to count: a city or county's late final pay (no waiting-time penalty). The phone comes first.
  const noneFound = ready && deadlines.length === 0;
  const earliest = upcoming[0] ?? deadlines[0];
  const wagesChosen = chosen.includes("wages") || chosen.includes("final-pay");
  // Claims for pay owed by a city or county are exempt from the state's claim rules, which lets
  // them set their own (Government Code 935).
  const cityClaims = ready && wagesChosen && (employer === "city-county" || employer === "unsure");
  const summary = !ready
    ? copy.needsAnswers
    : noneFound
      ? copy.noneFound
      : allPassed
        ? copy.allPassedSummary
        : copy.summary(deadlines.length, formatDate(earliest!.due)) + (urgent ? copy.urgentSummary : "");

  const addToReview = () => {
    const labels = chosen.map((id) => situationCopy[id].label);
    open("case-review", {
      issueType: issueTypesFor(chosen),
      issueDetails: [
        deadlineReviewWords.incident(formatDate(day)),
        ...(lastDay ? [deadlineReviewWords.lastDay(formatDate(lastDay))] : []),
        deadlineReviewWords.happened(labels.join("; ")),
        ...(earliest
          ? [deadlineReviewWords.earliest(ruleCopy[earliest.rule].title, formatDate(earliest.due))]
          : []),
      ].join(" "),
      // The case review's own question, answered already; the worker can change it.
      employerType: employer,
      estimate: {
        tool: "deadlines",
        // The earliest day: the staff's estimate counts every rule from it, so it errs early.
        incidentDate: day,
        situations: chosen,
        // The estimate says only public or not; the lead reads the employerType above first and
        // counts public as "unsure" when it has only this (every rule any kind may bring, the
        // federal 45-day step included), so it errs early, never late.
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
            label={question.label}
            hint={question.hint}
            type="date"
            max={today}
            value={day}
            onChange={setDay}
            errors={dayProblem ? [dayProblem] : undefined}
          />
          {firing && (
            <TextField
              label={copy.lastDayLabel}
              hint={copy.lastDayHint}
              type="date"
              max={today}
              value={lastDayInput}
              onChange={setLastDay}
              errors={lastDayProblem ? [lastDayProblem] : undefined}
            />
          )}
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
      {ready && employer === "federal" && <p className="mt-3 text-sm text-slate-700">{federalNote}</p>}
      {cityClaims && <p className="mt-3 text-sm text-slate-700">{copy.cityClaimsNote}</p>}
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
                <p className="mt-1 text-sm text-slate-700">{exceptionFor(d.rule, d.addedFor, employer)}</p>
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
