import type { FigureUnit } from "../../figures/schedule";

/** A unit's word for one, for many, and, where a language needs it, "one" before it ("un año"). */
type UnitWords = readonly [one: string, many: string, oneWord?: string];

const unitWords: Record<Exclude<FigureUnit, "usd-hour" | "usd">, UnitWords> = {
  years: ["year", "years"],
  days: ["day", "days"],
  weeks: ["week", "weeks"],
  months: ["month", "months"],
  hours: ["hour", "hours"],
  minutes: ["minute", "minutes"],
  employees: ["employee", "employees"],
};

// The words around a legal figure (content/figures/format.ts): "three years", "$16.90 an hour",
// "July 1". The numbers are the figures' own (content/figures/legal-figure-facts.ts).
export default {
  /** Counts up to ten as prose writes them, by value. */
  numberWords: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
  unitWords,
  /** After an hourly rate: "$16.90 an hour". */
  perHour: " an hour",
  /** A day of every year: "July 1". */
};
