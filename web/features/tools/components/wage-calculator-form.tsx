import { Fragment, useState, type FormEvent } from "react";
import { ChoiceGroup, TextField } from "@/components/ui/form-fields";
import { primaryButton } from "@/components/ui/styles";
import { cityWageFigures } from "@/content/figures/legal-figures";
import { wageLaw, wageToolCopy as copy, wageSummaryForReview } from "@/content/wage-tool";
import { formatDate, formatUsd } from "@/lib/format";
import { addPeriod, isCalendarDay } from "@/lib/calendar";
import { useIntakeLauncher } from "@/lib/use-intake-launcher";
import { fillIn } from "@/lib/words";
import { useToday } from "@/lib/use-today";
import { calculateWages, type WageResult } from "../wage-calculator";
import { stateMinimumWageKnownFrom } from "../minimum-wage";
import { validateWageInput, type ExtraHoursPaid, type WageInput, type WeekHours } from "../wage-input";
import { OfficialPageLink } from "./official-page-link";
import { ToolLayout } from "./tool-layout";

type Mode = "simple" | "days";
type Answers = {
  rate: string;
  mode: Mode;
  daysPerWeek: string;
  hoursPerDay: string;
  dayHours: string[];
  extra: ExtraHoursPaid | "";
  meals: string;
  rests: string;
  weeks: string;
  lastWeekEnds: string;
  city: string;
  left: boolean;
  leftOn: string;
  finalPayOn: string;
  notPaidYet: boolean;
};

const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));
const selectClass =
  "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5 text-base text-slate-900";

function toInput(a: Answers, today: string): WageInput {
  return {
    hourlyRate: num(a.rate),
    schedule:
      a.mode === "simple"
        ? { mode: "simple", daysPerWeek: num(a.daysPerWeek), hoursPerDay: num(a.hoursPerDay) }
        : { mode: "days", hours: a.dayHours.map((h) => (h.trim() === "" ? 0 : num(h))) as WeekHours },
    extraHoursPaid: a.extra as ExtraHoursPaid,
    missedMealsPerWeek: a.meals.trim() === "" ? 0 : num(a.meals),
    missedRestsPerWeek: a.rests.trim() === "" ? 0 : num(a.rests),
    weeks: num(a.weeks),
    // Left empty: the last day of work for someone who left, otherwise today.
    lastWeekEnds: a.lastWeekEnds || (a.left && isCalendarDay(a.leftOn) ? a.leftOn : today),
    ...(a.city ? { cityId: a.city } : {}),
    ...(a.left ? { leaving: { leftOn: a.leftOn, finalPayOn: a.notPaidYet ? null : a.finalPayOn } } : {}),
    today,
  };
}

/**
 * /tools/wage-calculator: pay, hours and breaks in; each amount the worker may be owed out, with
 * its arithmetic (features/tools/wage-calculator.ts), and a way to carry it into the case review.
 */
export function WageCalculator() {
  const today = useToday();
  const { open, prepare } = useIntakeLauncher();
  const [a, setA] = useState<Answers>({
    rate: "",
    mode: "simple",
    daysPerWeek: "5",
    hoursPerDay: "8",
    dayHours: ["", "", "", "", "", "", ""],
    extra: "",
    meals: "0",
    rests: "0",
    weeks: "",
    lastWeekEnds: "",
    city: "",
    left: false,
    leftOn: "",
    finalPayOn: "",
    notPaidYet: false,
  });
  const [asked, setAsked] = useState(false);
  const set = (patch: Partial<Answers>) => setA((prev) => ({ ...prev, ...patch }));

  const input = toInput(a, today);
  const errors = validateWageInput(input);
  const valid = Object.keys(errors).length === 0;
  const result: WageResult | null = asked && valid ? calculateWages(input) : null;
  const shown = (key: string) => (asked && errors[key] ? [errors[key]] : undefined);
  // Wage claims reach back three years from each payday (Code of Civil Procedure 338(a)).
  const { years = 0, months = 0, days = 0 } = wageLaw.wageClaimPeriod;
  const threeYearsAgo = addPeriod(today, { years: -years, months: -months, days: -days });
  const hasOldWeeks =
    result !== null && addPeriod(input.lastWeekEnds, { days: 1 - 7 * input.weeks }) < threeYearsAgo;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(true);
  };
  const addToReview = () => {
    if (!result) return;
    open("case-review", {
      issueType: ["Wage & Hour"],
      issueDetails: wageSummaryForReview({
        rate: formatUsd(input.hourlyRate, 2),
        weeks: input.weeks,
        lines: result.lines.map((l) => `${copy.lineTitles[l.id]} ${formatUsd(l.amountUsd, 2)}`),
        total: formatUsd(result.totalUsd, 2),
      }),
      estimate: {
        tool: "wages",
        hourlyRate: input.hourlyRate,
        weeks: input.weeks,
        lines: result.lines.map((l) => ({ id: l.id, amountUsd: l.amountUsd })),
        totalUsd: result.totalUsd,
      },
    });
  };

  return (
    <ToolLayout
      formLabel={copy.formLabel}
      noScript={copy.noScript}
      onSubmit={onSubmit}
      fields={
        <>
          <TextField
            label={copy.rateLabel}
            hint={copy.rateHint}
            inputMode="decimal"
            value={a.rate}
            onChange={(rate) => set({ rate })}
            errors={shown("hourlyRate")}
            required
          />
          <ChoiceGroup
            name="schedule-mode"
            legend={copy.modeLegend}
            options={[
              { value: "simple", label: copy.modeSimple },
              { value: "days", label: copy.modeDays },
            ]}
            value={a.mode}
            onChange={(mode) => set({ mode: mode as Mode })}
            errors={shown("schedule")}
          />
          {a.mode === "simple" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={copy.daysPerWeek}
                inputMode="decimal"
                value={a.daysPerWeek}
                onChange={(daysPerWeek) => set({ daysPerWeek })}
                errors={shown("schedule.daysPerWeek")}
              />
              <TextField
                label={copy.hoursPerDay}
                inputMode="decimal"
                value={a.hoursPerDay}
                onChange={(hoursPerDay) => set({ hoursPerDay })}
                errors={shown("schedule.hoursPerDay")}
              />
            </div>
          ) : (
            <fieldset>
              <legend className="font-medium text-slate-900">{copy.dayHoursLegend}</legend>
              <p className="text-sm text-slate-600">{copy.dayHoursHint}</p>
              <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {a.dayHours.map((value, i) => (
                  <TextField
                    key={i}
                    label={copy.dayLabel(i + 1)}
                    inputMode="decimal"
                    value={value}
                    onChange={(next) => set({ dayHours: a.dayHours.map((h, j) => (j === i ? next : h)) })}
                    errors={shown(`schedule.hours.${i}`)}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <ChoiceGroup
            name="extra-hours"
            legend={copy.extraLegend}
            options={(Object.keys(copy.extraOptions) as ExtraHoursPaid[]).map((value) => ({
              value,
              label: copy.extraOptions[value],
            }))}
            value={a.extra}
            onChange={(extra) => set({ extra: extra as ExtraHoursPaid })}
            errors={shown("extraHoursPaid")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={copy.mealsLabel}
              inputMode="decimal"
              value={a.meals}
              onChange={(meals) => set({ meals })}
              errors={shown("missedMealsPerWeek")}
            />
            <TextField
              label={copy.restsLabel}
              inputMode="decimal"
              value={a.rests}
              onChange={(rests) => set({ rests })}
              errors={shown("missedRestsPerWeek")}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={copy.weeksLabel}
              hint={copy.weeksHint}
              inputMode="decimal"
              value={a.weeks}
              onChange={(weeks) => set({ weeks })}
              errors={shown("weeks")}
              required
            />
            <TextField
              label={copy.lastWeekLabel}
              hint={copy.lastWeekHint}
              type="date"
              max={today}
              value={a.lastWeekEnds}
              onChange={(lastWeekEnds) => set({ lastWeekEnds })}
              errors={shown("lastWeekEnds")}
            />
          </div>
          <div>
            <label htmlFor="wage-city" className="block font-medium text-slate-900">
              {copy.cityLabel}
            </label>
            <p id="wage-city-hint" className="text-sm text-slate-600">
              {copy.cityHint}
            </p>
            <select
              id="wage-city"
              aria-describedby="wage-city-hint"
              className={selectClass}
              value={a.city}
              onChange={(e) => set({ city: e.target.value })}
            >
              <option value="">{copy.noCity}</option>
              {cityWageFigures.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.city}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-4">
            <legend className="font-medium text-slate-900">{copy.leavingLegend}</legend>
            <label className="flex min-h-12 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-blue-800"
                checked={a.left}
                onChange={(e) => set({ left: e.target.checked })}
              />
              {copy.leftLabel}
            </label>
            {a.left && (
              <>
                <TextField
                  label={copy.leftOnLabel}
                  type="date"
                  max={today}
                  value={a.leftOn}
                  onChange={(leftOn) => set({ leftOn })}
                  errors={shown("leaving.leftOn")}
                />
                <label className="flex min-h-12 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 accent-blue-800"
                    checked={a.notPaidYet}
                    onChange={(e) => set({ notPaidYet: e.target.checked })}
                  />
                  {copy.notPaidYetLabel}
                </label>
                {!a.notPaidYet && (
                  <TextField
                    label={copy.finalPayLabel}
                    type="date"
                    max={today}
                    value={a.finalPayOn}
                    onChange={(finalPayOn) => set({ finalPayOn })}
                    errors={shown("leaving.finalPayOn")}
                  />
                )}
              </>
            )}
          </fieldset>
          <button type="submit" className={primaryButton}>
            {copy.calculate}
          </button>
        </>
      }
      resultsHeading={copy.resultsHeading}
      summary={
        result
          ? copy.summary(formatUsd(result.totalUsd, 2), result.lines.length)
          : asked
            ? copy.fixErrors
            : copy.before
      }
    >
      {result && result.lines.length > 0 && (
        <>
          <ul className="mt-4 grid gap-4">
            {result.lines.map((line) => (
              <li key={line.id} className="rounded-lg border border-slate-300 bg-white p-4">
                <h3 className="flex flex-wrap justify-between gap-2 text-lg font-semibold text-slate-900">
                  <span>{copy.lineTitles[line.id]}</span>
                  <span>{formatUsd(line.amountUsd, 2)}</span>
                </h3>
                <p className="mt-1 text-sm text-slate-700">{copy.lineRules[line.id]}</p>
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
                  {line.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex justify-between rounded-lg bg-blue-50 p-4 text-xl font-bold text-slate-900">
            <span>{copy.totalLabel}</span>
            <span>{formatUsd(result.totalUsd, 2)}</span>
          </p>
          <div className="mt-6">
            <button
              type="button"
              className={primaryButton}
              onClick={addToReview}
              onFocus={prepare}
              onPointerEnter={prepare}
            >
              {copy.addToReview}
            </button>
            <p className="mt-2 text-sm text-slate-600">{copy.addedHint}</p>
          </div>
        </>
      )}
      {hasOldWeeks && (
        <p className="mt-4 text-sm text-slate-700">
          {fillIn(copy.oldWeeks, { from: formatDate(threeYearsAgo) })}
        </p>
      )}
      {result?.lastKnownMinimum && <LastKnownMinimum {...result.lastKnownMinimum} />}
      {result && result.weeksWithoutKnownMinimum > 0 && (
        <p className="mt-4 text-sm text-slate-700">
          {copy.earlyWeeks(result.weeksWithoutKnownMinimum, formatDate(stateMinimumWageKnownFrom))}
        </p>
      )}
    </ToolLayout>
  );
}

/**
 * The caveat under an estimate that reaches a day on which a minimum wage it uses changed with no
 * new amount entered: it uses the last amount it knows, which may be low; the official pages follow.
 */
function LastKnownMinimum({ weeks, changedOn, figures }: NonNullable<WageResult["lastKnownMinimum"]>) {
  return (
    <p className="mt-4 text-sm text-slate-700" data-last-known-minimum="">
      {copy.lastKnownMinimum(weeks, formatDate(changedOn))}
      {figures.map((f, i) => (
        <Fragment key={f.id}>
          {i > 0 && copy.lastKnownMinimumAnd}
          <OfficialPageLink page={f.officialPage} />
        </Fragment>
      ))}
      .
    </p>
  );
}
