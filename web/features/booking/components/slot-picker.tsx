import { useEffect, useId, useState } from "react";
import { FieldError } from "@/components/ui/form-fields";
import { slotPickerWords as words } from "@/content/booking";
import type { Slot } from "@/lib/booking-slots";
import { siteLanguage, type Language } from "@/lib/i18n/language";
import { fetchSlots } from "../api/booking";
import { groupByPacificDay, pacificDay, slotWhen } from "../slot-times";
import { CallUsNote } from "./call-us";
import { DayTimes, SoonestOption, TimeOption } from "./slot-options";

// Loaded on demand (lazy-slot-picker.tsx): it formats times with Intl, which no public page runs
// before interaction (docs/decisions/0023).

export type SlotPickerProps = {
  /** The language of the call: the hours of the staff who take calls in it are offered. */
  callLanguage: Language;
  /** The chosen slot's start, or "" for "call me as soon as you can". */
  value: string;
  onChange: (slot: string) => void;
  /** The radio inputs' name (one group for "as soon as you can" and every time). */
  name: string;
  /**
   * Times to show instead of the server's list: the fresh list of a 409 (a time taken meanwhile).
   * A new list replaces the shown one; null or absent, the picker asks the server.
   */
  freshSlots?: readonly Slot[] | null;
  /** Offer "call me as soon as you can" first (default). Moving a booked call does not. */
  soonest?: boolean;
  legend?: string;
  /** Messages about the choice (the server's, or the page's), shown under the picker. */
  errors?: string[];
};

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; slots: readonly Slot[] };

/**
 * When to call: "call me as soon as you can" (the default), or a day from a strip of days and then
 * one of its times, all in California time and in the page's language. Plain radio inputs in a
 * fieldset, so keyboards and screen readers use it as any form question; the day buttons say
 * which day is shown with aria-pressed; loading, empty and failed states are announced.
 */
export default function SlotPicker({
  callLanguage,
  value,
  onChange,
  name,
  freshSlots = null,
  soonest = true,
  legend,
  errors,
}: SlotPickerProps) {
  const hintId = useId();
  const errorId = useId();
  const daysLabelId = useId();
  const [attempt, setAttempt] = useState(0);
  // The server's answer for one language and attempt; another key means a new request is out.
  const [fetched, setFetched] = useState<{ key: string; load: Load } | null>(null);
  // The day whose times are shown; null: the chosen time's day, else the first day.
  const [shownDay, setShownDay] = useState<string | null>(null);
  const key = `${callLanguage}:${attempt}`;

  useEffect(() => {
    if (freshSlots) return;
    let current = true;
    void fetchSlots(callLanguage).then((result) => {
      if (current)
        setFetched({ key, load: result.ok ? { state: "ready", slots: result.value } : { state: "failed" } });
    });
    return () => {
      current = false;
    };
  }, [callLanguage, freshSlots, key]);

  const load: Load = freshSlots
    ? { state: "ready", slots: freshSlots }
    : fetched?.key === key
      ? fetched.load
      : { state: "loading" };
  const days = load.state === "ready" ? groupByPacificDay(load.slots, siteLanguage) : [];
  const chosenDay = value ? pacificDay(value) : null;
  const day =
    days.find((d) => d.date === shownDay) ?? days.find((d) => d.date === chosenDay) ?? days[0] ?? null;
  const chosenOffered = !value || days.some((d) => d.times.some((t) => t.slot.start === value));

  return (
    <fieldset
      aria-describedby={`${hintId} ${errorId}`}
      aria-invalid={errors?.length ? true : undefined}
      className="min-w-0"
    >
      <legend className="text-lg font-semibold text-slate-900">
        {legend ?? (soonest ? words.legend : words.moveLegend)}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {words.zoneHint}
      </p>
      {soonest && (
        <SoonestOption name={name} checked={value === ""} onChange={() => onChange("")} className="mt-3" />
      )}

      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        {load.state === "loading" && <p className="text-slate-700">{words.loading}</p>}
        {load.state === "ready" && days.length === 0 && (
          <CallUsNote text={words.empty} className="text-slate-800" />
        )}
        {load.state === "failed" && <CallUsNote text={words.failed} className="text-slate-800" />}
      </div>
      {load.state === "failed" && (
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className="mt-2 inline-flex min-h-11 items-center rounded-md border border-slate-400 px-4 font-semibold text-slate-900 hover:bg-slate-100"
        >
          {words.retry}
        </button>
      )}

      {day && (
        <>
          <p id={daysLabelId} className="mt-4 font-medium text-slate-900">
            {soonest ? words.daysLabel : words.daysLabelMove}
          </p>
          <div
            role="group"
            aria-labelledby={daysLabelId}
            className="mt-2 flex snap-x gap-2 overflow-x-auto pb-2"
            data-testid="slot-days"
          >
            {days.map((d) => (
              <button
                key={d.date}
                type="button"
                aria-pressed={d.date === day.date}
                onClick={() => setShownDay(d.date)}
                className="flex min-h-14 min-w-16 shrink-0 snap-start flex-col items-center justify-center rounded-lg border border-slate-400 px-3 py-1 text-slate-900 hover:bg-slate-100 aria-pressed:border-blue-800 aria-pressed:bg-blue-800 aria-pressed:text-white"
              >
                <span className="text-sm">{d.weekday}</span>
                <span className="font-semibold whitespace-nowrap">{d.monthDay}</span>
              </button>
            ))}
          </div>
          <DayTimes day={day.long}>
            {day.times.map((t) => (
              <TimeOption
                key={t.slot.start}
                name={name}
                start={t.slot.start}
                label={t.label}
                checked={value === t.slot.start}
                onChange={() => onChange(t.slot.start)}
              />
            ))}
          </DayTimes>
        </>
      )}
      {value && chosenOffered && (
        <p className="mt-3 font-medium text-slate-900">{words.chosen(slotWhen(value, siteLanguage))}</p>
      )}
      <FieldError id={errorId} messages={errors} />
    </fieldset>
  );
}
