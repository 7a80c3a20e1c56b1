import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { dayOffText } from "../availability";
import { FieldProblem } from "../../shared/components/admin-field";
import { adminInput, adminLabel, adminSecondaryButton } from "../../shared/components/styles";

// The availability form's days off: the dates already in the list, each with its button to take it
// out, and a date field to add one. The date being typed and its problem are this part's own; the
// list lives in the form's draft, which is saved as a whole.

/** The ids of the controls, from the form, whose error summary can send the focus to them. */
type DaysOffIds = {
  dayOffInput: string;
  dayOffInputError: string;
  dayOffRemove: (date: string) => string;
  dayOffError: (date: string) => string;
};

export function DaysOffFieldset({
  ids,
  daysOff,
  problems,
  onAdd,
  onRemove,
  onProblem,
}: {
  ids: DaysOffIds;
  daysOff: readonly string[];
  /** The saved form's problems, by date. */
  problems: Record<string, string>;
  onAdd: (date: string) => void;
  onRemove: (date: string) => void;
  /** A date to add that is not one (the form clears its notice). */
  onProblem: () => void;
}) {
  const [newDay, setNewDay] = useState("");
  const [newDayProblem, setNewDayProblem] = useState<string | null>(null);
  /** The id of the control to focus once the next render is on screen. */
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  function add() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(newDay)) {
      setNewDayProblem("Please choose a date first.");
      pendingFocus.current = ids.dayOffInput;
      onProblem();
      return;
    }
    setNewDayProblem(null);
    onAdd(newDay);
    setNewDay("");
  }

  function remove(date: string) {
    onRemove(date);
    pendingFocus.current = ids.dayOffInput;
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the date field adds the day; it does not save the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  return (
    <fieldset className="min-w-0 rounded-md border border-slate-400 p-3">
      <legend className="px-1 font-semibold">Days off</legend>
      <p>No calls are offered on these dates, whatever the weekly hours say.</p>
      {daysOff.length === 0 ? (
        <p className="mt-2">No days off.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {daysOff.map((date) => {
            const problem = problems[date];
            return (
              <li key={date}>
                <div className="flex flex-wrap items-center gap-3">
                  <span>{dayOffText(date)}</span>
                  <button
                    type="button"
                    id={ids.dayOffRemove(date)}
                    className={adminSecondaryButton}
                    aria-describedby={problem ? ids.dayOffError(date) : undefined}
                    onClick={() => remove(date)}
                  >
                    Remove <span className="sr-only">{dayOffText(date)}</span>
                  </button>
                </div>
                <FieldProblem id={ids.dayOffError(date)} message={problem} />
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={ids.dayOffInput} className={adminLabel}>
            Day off to add
          </label>
          <input
            id={ids.dayOffInput}
            type="date"
            value={newDay}
            onChange={(e) => {
              setNewDay(e.target.value);
              setNewDayProblem(null);
            }}
            onKeyDown={addOnEnter}
            aria-invalid={newDayProblem ? true : undefined}
            aria-describedby={newDayProblem !== null ? ids.dayOffInputError : undefined}
            className={`${adminInput} w-48`}
          />
        </div>
        <button type="button" className={adminSecondaryButton} onClick={add}>
          Add day off
        </button>
      </div>
      <FieldProblem id={ids.dayOffInputError} message={newDayProblem} />
    </fieldset>
  );
}
