import { formatFigure } from "./format";
import { findFigure } from "./find-figure";
import { valueOn, type FigureStyle } from "./schedule";

// Legal figures inside plain content strings (content/faqs.ts, content/services.ts, ...): write
// {{fig:<id>}} or {{fig:<id>:<style>}} and the page fills in the value in force on the day it is
// read (components/article/figures.tsx, FigureText), structured data the build day's value.
export type TextPart = string | { id: string; style?: FigureStyle };

const placeholder = /\{\{fig:([a-z0-9-]+)(?::(words|digits|bare))?\}\}/g;

/** Splits a string into text and figure placeholders; throws on an unknown figure id. */
export function parseFigureText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(placeholder)) {
    findFigure(m[1]!);
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push({ id: m[1]!, style: m[2] as FigureStyle | undefined });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  if (/\{\{|\}\}/.test(parts.filter((p) => typeof p === "string").join("")))
    throw new Error(`bad figure placeholder in: ${text}`);
  return parts;
}

/** One figure as text, the value in force on `day`; throws when none applies yet. */
export function figureText(id: string, day: string, style?: FigureStyle): string {
  const figure = findFigure(id);
  return formatFigure(figure.unit, valueOn(figure, day), style);
}

/** The string with every placeholder replaced by the value in force on `day`. */
export function fillFigures(text: string, day: string): string {
  return parseFigureText(text)
    .map((p) => (typeof p === "string" ? p : figureText(p.id, day, p.style)))
    .join("");
}
