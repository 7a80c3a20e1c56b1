import { formatUsd } from "../../lib/format";
import words from "#words/figure-units";
import type { FigureStyle, FigureUnit } from "./schedule";

// A legal figure as the pages write it, in the build's language: "$16.90 an hour", "three years",
// "300 days". Apart from ./schedule.ts, which Node runs without the build's word catalogs.

/**
 * A value as the pages write it: $16.90 an hour, $4,000, three years, 300 days. `words` writes
 * counts up to ten as words, as plain prose does; `bare` leaves out "an hour" and the unit.
 */
export function formatFigure(unit: FigureUnit, value: number, style: FigureStyle = "words") {
  if (unit === "usd-hour")
    return style === "bare" ? formatUsd(value, 2) : `${formatUsd(value, 2)}${words.perHour}`;
  if (unit === "usd") return formatUsd(value, Number.isInteger(value) ? 0 : 2);
  const [one, many, oneWord] = words.unitWords[unit];
  const inWords = style === "words" && value <= 10 && Number.isInteger(value);
  const count = inWords ? (value === 1 && oneWord ? oneWord : words.numberWords[value]) : String(value);
  if (style === "bare") return String(count);
  return `${count} ${value === 1 ? one : many}`;
}

export { formatDayOfYear } from "../../lib/format";
