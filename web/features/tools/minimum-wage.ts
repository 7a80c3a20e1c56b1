// The minimum wage owed on a day (Labor Code 1182.12 and city ordinances), from content/figures,
// the one source of wage figures: the state's, or a city's when it is higher; and the rates whose
// scheduled change has come with no new amount entered yet.
import { findFigure } from "@/content/figures/find-figure";
import { cityWageFigures } from "@/content/figures/legal-figures";
import { figureOn, type FigureValue, type LegalFigure } from "@/content/figures/schedule";

const stateMinimumWage = findFigure("state-minimum-wage");

/** The first day the site has a state minimum wage for, YYYY-MM-DD. */
export const stateMinimumWageKnownFrom: string = stateMinimumWage.values[0]?.from ?? "";

/**
 * A rate in force: where it depended on the employer's size (the state's in 2022: less for 25 or
 * fewer employees), the lower one, which every employer owed. The calculator does not ask the
 * employer's size, so its estimate errs low, never high.
 */
function owedByEveryEmployer(entry: FigureValue | undefined): number | undefined {
  return entry?.smallEmployer?.value ?? entry?.value;
}

/**
 * The minimum wage in force on `day`: the state rate, or the city's when it is higher and in
 * force. Undefined before the first state rate the site has.
 */
export function minimumWageOn(day: string, cityId?: string): number | undefined {
  const state = owedByEveryEmployer(figureOn(stateMinimumWage, day).current);
  if (state === undefined) return undefined;
  const city = cityId ? cityWageFigures.find((f) => f.id === cityId) : undefined;
  const cityRate = city ? owedByEveryEmployer(figureOn(city, day).current) : undefined;
  return cityRate !== undefined && cityRate > state ? cityRate : state;
}

/**
 * The minimum wages the estimate uses on `day` (the state's, and the city's when one is chosen)
 * whose scheduled change has come by then without a new amount in content/figures.
 */
export function overdueMinimums(day: string, cityId?: string): { figure: LegalFigure; due: string }[] {
  const city = cityId ? cityWageFigures.find((f) => f.id === cityId) : undefined;
  return [stateMinimumWage, ...(city ? [city] : [])].flatMap((figure) => {
    const { unknownChange } = figureOn(figure, day);
    return unknownChange?.passed ? [{ figure, due: unknownChange.date }] : [];
  });
}
