import type { ReactNode } from "react";
import { slotPickerWords as words } from "@/content/booking";

// The choices of a time, as the picker (slot-picker.tsx) and the pages without JavaScript
// (plain-pages.tsx) both show them: one radio input in a 48-pixel label each, named as the API
// takes the time.

const optionClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50";
const radioClass = "size-5 shrink-0 accent-blue-800";

type RadioProps = {
  name: string;
  /** Given with `onChange`, the radio is React's; without, the browser keeps the choice. */
  checked?: boolean;
  onChange?: () => void;
  defaultChecked?: boolean;
};

function Radio({ name, value, checked, onChange, defaultChecked }: RadioProps & { value: string }) {
  return (
    <input
      type="radio"
      name={name}
      value={value}
      checked={checked}
      onChange={onChange}
      defaultChecked={defaultChecked}
      className={radioClass}
    />
  );
}

/** "Call me as soon as you can": the empty time. */
export function SoonestOption({ className = "", ...radio }: RadioProps & { className?: string }) {
  return (
    <label className={`${optionClass} ${className}`}>
      <Radio {...radio} value="" />
      <span>
        <span className="block font-medium text-slate-900">{words.soonest}</span>
        <span className="block text-sm text-slate-600">{words.soonestHint}</span>
      </span>
    </label>
  );
}

/** One open time: its start as the value, the clock time as the label. */
export function TimeOption({ start, label, ...radio }: RadioProps & { start: string; label: string }) {
  return (
    <label className={optionClass}>
      <Radio {...radio} value={start} />
      <span className="font-medium whitespace-nowrap text-slate-900">{label}</span>
    </label>
  );
}

/** A day's times: the legend names the day, the times in a grid. */
export function DayTimes({ day, children }: { day: string; children: ReactNode }) {
  return (
    <fieldset className="mt-3 min-w-0">
      <legend className="font-medium text-slate-900">{words.timesLegend(day)}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">{children}</div>
    </fieldset>
  );
}
