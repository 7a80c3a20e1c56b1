import type { FigureUnit } from "./schedule.ts";

// The words around a legal figure (content/figures/schedule.ts, formatFigure). The Spanish build
// reads es/units.ts, the same shape in Spanish (docs/decisions/0017-spanish-build.md).
export const numberWords = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
];
export const unitWords: Record<
  Exclude<FigureUnit, "usd-hour" | "usd">,
  readonly [one: string, many: string, oneWord?: string]
> = {
  years: ["year", "years"],
  days: ["day", "days"],
  weeks: ["week", "weeks"],
  months: ["month", "months"],
  hours: ["hour", "hours"],
  minutes: ["minute", "minutes"],
  employees: ["employee", "employees"],
};
// The third word, where a language needs one, is "one" before that unit ("un año", "una semana").

/** After an hourly rate: "$16.90 an hour". */
export const perHour = " an hour";
