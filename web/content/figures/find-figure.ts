import { legalFigures, type FigureId } from "./legal-figures";
import type { LegalFigure } from "./schedule";

// The lookup lives apart from the figures so that content/figures/legal-figures.ts exports data
// only, which the browser build receives joined (scripts/vite-frozen-content-plugin.ts).

/** The figure with this id; throws on an unknown id so a typo fails the prerender. */
export function findFigure(id: FigureId): LegalFigure {
  const figure = legalFigures.find((f) => f.id === id);
  if (!figure) throw new Error(`unknown legal figure: ${id}`);
  return figure;
}

/** The oldest `checked` day among the figures a page shows (undefined when it shows none). */
export function figuresCheckedOn(ids: readonly string[]): string | undefined {
  return ids.map((id) => findFigure(id).checked).sort()[0];
}
