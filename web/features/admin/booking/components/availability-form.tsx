import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { leadLanguageLabels, leadLanguages, type LeadLanguage } from "../../shared/api/fields";
import {
  getAvailability,
  saveAvailability,
  weekdays,
  type BookingSettings,
  type Weekday,
} from "../api/availability";
import {
  addDayOff,
  checkDraft,
  dayOffText,
  firstProblem,
  hasErrors,
  noErrors,
  placeServerErrors,
  toDraft,
  toPayload,
  weekdayLabels,
  type AvailabilityDraft,
  type ErrorPlaces,
  type RangeDraft,
} from "../availability";
import { bookingSettingsText } from "../labels";
import { FieldProblem } from "../../shared/components/admin-field";
import { ErrorAlert, StatusMessage } from "../../shared/components/error-alert";
import { useAdminSession } from "../../shared/components/session-context";
import { adminButton, adminInput, adminLabel, adminSecondaryButton } from "../../shared/components/styles";
import { useAdminAction } from "../../shared/components/use-admin-action";
import { DaysOffFieldset } from "./days-off-fieldset";

// When a staff member takes calls (issue 35): weekly hours with any number of ranges a day, days
// off and call languages, saved together (PUT replaces all three). Workers are offered the union
// of the hours of everyone who takes calls in their language. Loads its own data, so the account
// page and an administrator's user page can both place it.

const timeInput = `${adminInput} w-40`;

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

/** A range's two times, each with its visible label. */
const rangeEnds = [
  ["start", "From"],
  ["end", "Until"],
] as const;

export function AvailabilityForm({
  username,
  name,
  self,
}: {
  username: string;
  /** Who the hours are of, for the messages ("Ana Ruiz"). */
  name: string;
  /** The signed-in user's own hours. */
  self: boolean;
}) {
  const { csrfToken } = useAdminSession();
  const base = useId();
  const { run: runLoad, error: loadError } = useAdminAction("loading the hours");
  const save = useAdminAction("saving the hours");
  const [draft, setDraft] = useState<AvailabilityDraft | null>(null);
  const [settings, setSettings] = useState<BookingSettings | null>(null);
  const [errors, setErrors] = useState<ErrorPlaces>(noErrors);
  const [notice, setNotice] = useState<string | null>(null);
  const keys = useRef(0);
  /** The id of the control to focus once the next render is on screen (a new row, a problem). */
  const pendingFocus = useRef<string | null>(null);

  const newKey = () => `range-${++keys.current}`;
  const ids = {
    start: (key: string) => `${base}-${key}-start`,
    end: (key: string) => `${base}-${key}-end`,
    rangeError: (key: string) => `${base}-${key}-error`,
    add: (day: Weekday) => `${base}-${day}-add`,
    dayError: (day: Weekday) => `${base}-${day}-error`,
    dayOffInput: `${base}-day-off`,
    dayOffInputError: `${base}-day-off-problem`,
    dayOffRemove: (date: string) => `${base}-off-${date}`,
    dayOffError: (date: string) => `${base}-off-${date}-error`,
    language: (language: LeadLanguage) => `${base}-language-${language}`,
    languagesError: `${base}-languages-error`,
  };

  useEffect(() => {
    let live = true;
    void runLoad(async () => {
      const availability = await getAvailability(username);
      if (!live) return;
      let n = 0;
      setDraft(toDraft(availability, () => `loaded-${++n}`));
      setSettings(availability.settings);
    });
    return () => {
      live = false;
    };
  }, [username, runLoad]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  if (!draft) {
    return loadError ? (
      <ErrorAlert message={loadError} focus={false} />
    ) : (
      <p aria-live="polite">Loading the hours…</p>
    );
  }

  function change(next: AvailabilityDraft) {
    setDraft(next);
    setNotice(null);
  }

  function updateDay(day: Weekday, ranges: RangeDraft[]) {
    change({ ...draft!, weekly: { ...draft!.weekly, [day]: ranges } });
  }

  function setTime(day: Weekday, key: string, field: "start" | "end", value: string) {
    updateDay(
      day,
      draft!.weekly[day].map((r) => (r.key === key ? { ...r, [field]: value } : r)),
    );
  }

  function addRange(day: Weekday) {
    const range = { key: newKey(), start: "", end: "" };
    updateDay(day, [...draft!.weekly[day], range]);
    pendingFocus.current = ids.start(range.key);
  }

  function removeRange(day: Weekday, key: string) {
    updateDay(
      day,
      draft!.weekly[day].filter((r) => r.key !== key),
    );
    const { [key]: _removed, ...rest } = errors.ranges;
    void _removed;
    setErrors({ ...errors, ranges: rest });
    // The row and its button are gone; the day's own button keeps the place.
    pendingFocus.current = ids.add(day);
  }

  function addDay(date: string) {
    change({ ...draft!, daysOff: addDayOff(draft!.daysOff, date) });
    setNotice(`${dayOffText(date)} is in the list of days off. Save the hours to keep it.`);
  }

  function removeDay(date: string) {
    change({ ...draft!, daysOff: draft!.daysOff.filter((d) => d !== date) });
    const { [date]: _removed, ...rest } = errors.daysOff;
    void _removed;
    setErrors({ ...errors, daysOff: rest });
    setNotice(`${dayOffText(date)} was taken out of the days off. Save the hours to keep this.`);
  }

  function toggleLanguage(language: LeadLanguage, on: boolean) {
    const chosen = new Set(draft!.languages);
    if (on) chosen.add(language);
    else chosen.delete(language);
    change({ ...draft!, languages: leadLanguages.filter((l) => chosen.has(l)) });
  }

  function showErrors(found: ErrorPlaces) {
    setErrors(found);
    const first = firstProblem(found, draft!);
    if (!first || first.kind === "other") return;
    pendingFocus.current =
      first.kind === "range"
        ? ids.start(first.key)
        : first.kind === "day"
          ? ids.add(first.day)
          : first.kind === "dayOff"
            ? ids.dayOffRemove(first.date)
            : ids.language(leadLanguages[0]);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const found = checkDraft(draft!);
    if (hasErrors(found)) {
      save.setError(null);
      showErrors(found);
      return;
    }
    const sent = toPayload(draft!);
    const outcome = await save.run(() => saveAvailability(username, sent.payload, csrfToken));
    if (!outcome.ok) {
      showErrors(placeServerErrors(outcome.fieldErrors, sent));
      return;
    }
    setErrors(noErrors());
    // Shown in the order they were saved in: each day's ranges by their start.
    const weekly = { ...draft!.weekly };
    for (const day of weekdays) {
      const order = Object.entries(sent.rangeKeys)
        .filter(([field]) => field.startsWith(`weekly.${day}.`))
        .map(([, key]) => key);
      weekly[day] = order.map((key) => draft!.weekly[day].find((r) => r.key === key)!).filter(Boolean);
    }
    setDraft({ ...draft!, weekly });
    setNotice(self ? "Your hours were saved." : `The hours of ${name} were saved.`);
  }

  const fieldProblems = hasErrors({ ...errors, other: [] });
  // Problems the form shows at their fields are not repeated in the alert; the rest are.
  const alert = errors.other.length > 0 ? errors.other.join(" ") : fieldProblems ? null : save.error;

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      <p>
        <strong>All times are California time</strong> (Pacific), whatever time zone your computer is in. An
        end of 12:00 AM means midnight, the end of the day.
        {settings && ` ${bookingSettingsText(settings)}`}
      </p>

      <div className="grid gap-4 lg:grid-cols-2">
        {weekdays.map((day) => {
          const ranges = draft.weekly[day];
          const dayLabel = weekdayLabels[day];
          const dayError = errors.days[day];
          return (
            <fieldset
              key={day}
              aria-describedby={dayError ? ids.dayError(day) : undefined}
              className="min-w-0 rounded-md border border-slate-400 p-3"
            >
              <legend className="px-1 font-semibold">{dayLabel}</legend>
              {ranges.length === 0 ? (
                <p>No calls on {dayLabel}s.</p>
              ) : (
                <ul className="space-y-3">
                  {ranges.map((range, i) => {
                    const problem = errors.ranges[range.key];
                    const errorId = problem ? ids.rangeError(range.key) : undefined;
                    const which = `, ${dayLabel} range ${i + 1}`;
                    return (
                      <li key={range.key}>
                        <div className="flex flex-wrap items-end gap-3">
                          {rangeEnds.map(([field, label]) => (
                            <div key={field}>
                              <label htmlFor={ids[field](range.key)} className={adminLabel}>
                                {label}
                                <span className="sr-only">{which}</span>
                              </label>
                              <input
                                id={ids[field](range.key)}
                                type="time"
                                step={300}
                                value={range[field]}
                                onChange={(e) => setTime(day, range.key, field, e.target.value)}
                                aria-invalid={problem ? true : undefined}
                                aria-describedby={errorId}
                                className={timeInput}
                              />
                            </div>
                          ))}
                          <button
                            type="button"
                            className={adminSecondaryButton}
                            onClick={() => removeRange(day, range.key)}
                          >
                            Remove<span className="sr-only">{which}</span>
                          </button>
                        </div>
                        <FieldProblem id={ids.rangeError(range.key)} message={problem} />
                      </li>
                    );
                  })}
                </ul>
              )}
              <FieldProblem id={ids.dayError(day)} message={dayError} />
              <button
                type="button"
                id={ids.add(day)}
                className={`${adminSecondaryButton} mt-3`}
                aria-describedby={dayError ? ids.dayError(day) : undefined}
                onClick={() => addRange(day)}
              >
                Add a time range <span className="sr-only">on {dayLabel}</span>
              </button>
            </fieldset>
          );
        })}
      </div>

      <DaysOffFieldset
        ids={ids}
        daysOff={draft.daysOff}
        problems={errors.daysOff}
        onAdd={addDay}
        onRemove={removeDay}
        onProblem={() => setNotice(null)}
      />

      <fieldset
        aria-describedby={describedBy(
          `${base}-languages-hint`,
          errors.languages !== null && ids.languagesError,
        )}
        className="min-w-0 rounded-md border border-slate-400 p-3"
      >
        <legend className="px-1 font-semibold">Languages for calls</legend>
        <p id={`${base}-languages-hint`}>
          A worker who books a call in a language is offered the hours of the staff who take calls in it.
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {leadLanguages.map((language) => (
            <div key={language} className="flex min-h-10 items-center gap-2">
              <input
                id={ids.language(language)}
                type="checkbox"
                className="size-5"
                checked={draft.languages.includes(language)}
                onChange={(e) => toggleLanguage(language, e.target.checked)}
                aria-invalid={errors.languages !== null ? true : undefined}
              />
              <label htmlFor={ids.language(language)}>{leadLanguageLabels[language]}</label>
            </div>
          ))}
        </div>
        {/* Not FieldProblem: here whenever the fieldset's aria-describedby names it (not null). */}
        {errors.languages !== null && (
          <p id={ids.languagesError} className="mt-1 font-semibold text-red-800">
            {errors.languages}
          </p>
        )}
      </fieldset>

      <div>
        <button type="submit" className={adminButton} disabled={save.pending}>
          {save.pending ? "Saving…" : "Save hours"}
        </button>
        <StatusMessage message={notice} />
        {/* When the first problem is at a field, the focus goes there instead. */}
        <ErrorAlert message={alert} focus={!fieldProblems} />
      </div>
    </form>
  );
}
