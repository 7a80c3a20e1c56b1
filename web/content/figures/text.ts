import { figureWords } from "../figure-words";
import { formatDate } from "../../lib/format";
import { formatFigure } from "./format";
import { findFigure } from "./find-figure";
import { figureOn, valueOn, type FigureStyle } from "./schedule";

// Legal figures inside plain content strings (content/faqs.ts, content/services.ts, ...): write
// {{fig:<id>}} or {{fig:<id>:<style>}} and the page fills in the value in force on the day it is
// read (components/article/figures.tsx, FigureText), structured data the build day's value with
// its dates (datedFigureText), since that text cannot change after the build.
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

/**
 * One figure for text that stays as built (structured data): the value in force on `day` and, for
 * a figure that changes, the day it was set and the day it changes ("$16.90 an hour (from January
 * 1, 2026; it changes on January 1, 2027)"), so the text never calls it current after that day.
 */
export function datedFigureText(id: string, day: string, style?: FigureStyle): string {
  const figure = findFigure(id);
  const { current, coming, unknownChange } = figureOn(figure, day);
  if (!current) throw new Error(`${id}: no value in force on ${day}`);
  const value = formatFigure(figure.unit, current.value, style);
  const next = coming?.from ?? unknownChange?.date;
  if (next === undefined) return value;
  const passed = coming === undefined && unknownChange?.passed === true;
  return value + figureWords.figureDated(formatDate(current.from), formatDate(next), passed);
}

/** The string with every placeholder replaced by datedFigureText of `day`. */
export function fillFiguresDated(text: string, day: string): string {
  return parseFigureText(text)
    .map((p) => (typeof p === "string" ? p : datedFigureText(p.id, day, p.style)))
    .join("");
}
