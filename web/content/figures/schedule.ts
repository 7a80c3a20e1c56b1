// The rules that pick which value of a legal figure is in force on a given day. Pure functions
// over the facts in legal-figure-facts.ts, used by the pages (components/article/figures.tsx), by
// the unit tests and by scripts/check-content.ts. Relative imports only and no words, so Node runs
// this file as it is (type stripping) in the content check; a figure as pages write it is
// ./format.ts.

/** How a count is written: as a word up to ten (prose), in digits, or bare (no unit). */
export type FigureStyle = "words" | "digits" | "bare";

/** What a figure counts, which decides how it is written. */
export type FigureUnit =
  "usd-hour" | "usd" | "years" | "days" | "weeks" | "months" | "hours" | "minutes" | "employees";

export type FigureValue = {
  /** First day the value applies, YYYY-MM-DD (California time). */
  from: string;
  value: number;
  /**
   * A lower value the law set for small employers, where it had one (the state minimum wage
   * until 2023): employers with at most `maxEmployees` employees could pay this one. `value` is
   * the rate for every larger employer.
   */
  smallEmployer?: { maxEmployees: number; value: number };
};

export type Link = { title: string; url: string };

/** What the rules below read of a figure. */
type Scheduled = {
  id: string;
  unit: FigureUnit;
  /** Values in date order; the last one whose `from` has come is in force. */
  values: readonly FigureValue[];
  /**
   * When the figure is reset on a fixed day each year (a city's inflation adjustment every July 1,
   * the state rate every January 1), that day as MM-DD. Once the first such day after the last
   * entered value has come, the entered value may be out of date.
   */
  changesEveryYearOn?: string;
};

/** A figure's facts, the same in every language (legal-figure-facts.ts). */
export type FigureFacts = Scheduled & {
  /** The law or official notice that sets the values. */
  source: Link;
  /**
   * Where a reader checks the figure in force today (an agency or city page); its name is a word
   * (content/words/<language>/legal-figures.ts, officialPages[id]).
   */
  officialPage: { id: string; url: string };
  /** The day someone last checked every value against the source, YYYY-MM-DD. */
  checked: string;
};

/** A figure as the pages show it: its facts and its words (legal-figures.ts). */
export type LegalFigure = Omit<FigureFacts, "officialPage"> & {
  officialPage: Link;
  /** One plain sentence on how the figure changes, shown with a coming or unknown change. */
  changeNote?: string;
};

export type FigureState<F extends Scheduled = LegalFigure> = {
  figure: F;
  /** The value in force on the day asked about (undefined before the first value applies). */
  current: FigureValue | undefined;
  /** An entered value that starts after that day: an announced change. */
  coming: FigureValue | undefined;
  /**
   * A scheduled change that has no value entered yet. `passed` when that day has come, so the
   * current value may no longer be right and pages say where to check it.
   */
  unknownChange: { date: string; passed: boolean } | undefined;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The first MM-DD anniversary strictly after `date`. */
export function nextAnniversary(date: string, monthDay: string): string {
  const year = Number(date.slice(0, 4));
  const sameYear = `${year}-${monthDay}`;
  return sameYear > date ? sameYear : `${year + 1}-${monthDay}`;
}

/** Which value is in force on `day` (YYYY-MM-DD), which is coming, and whether one is missing. */
export function figureOn<F extends Scheduled>(figure: F, day: string): FigureState<F> {
  if (!isoDate.test(day)) throw new Error(`figureOn: bad day ${day}`);
  let current: FigureValue | undefined;
  let coming: FigureValue | undefined;
  for (const entry of figure.values) {
    if (entry.from <= day) current = entry;
    else {
      coming = entry;
      break;
    }
  }
  let unknownChange: FigureState<F>["unknownChange"];
  const last = figure.values.at(-1);
  if (figure.changesEveryYearOn && last) {
    const due = nextAnniversary(last.from, figure.changesEveryYearOn);
    unknownChange = { date: due, passed: due <= day };
  }
  return { figure, current, coming, unknownChange };
}

/**
 * The days on which what figureOn says of a figure changes: each value's start, and the day a
 * yearly change is due after the last value.
 */
export function changeDays(figure: Scheduled): string[] {
  const days = figure.values.map((entry) => entry.from);
  const last = figure.values.at(-1);
  if (figure.changesEveryYearOn && last) days.push(nextAnniversary(last.from, figure.changesEveryYearOn));
  return days;
}

/** The value in force on `day`; throws when none applies yet (a page asked for the wrong day). */
export function valueOn(figure: Scheduled, day: string): number {
  const { current } = figureOn(figure, day);
  if (!current) throw new Error(`${figure.id}: no value in force on ${day}`);
  return current.value;
}

/** Figures whose scheduled change has come on `day` without a new value entered. */
export function overdueFigures<F extends Scheduled>(figures: readonly F[], day: string): F[] {
  return figures.filter((f) => figureOn(f, day).unknownChange?.passed === true);
}

/** Problems in the data itself: dates, order, sources. Empty when the data is sound. */
export function figureDataProblems(
  figures: readonly (Scheduled & {
    checked: string;
    source: Link;
    officialPage: { url: string; title?: string };
  })[],
): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const f of figures) {
    if (ids.has(f.id)) problems.push(`${f.id}: id used twice`);
    ids.add(f.id);
    if (f.values.length === 0) problems.push(`${f.id}: no values`);
    f.values.forEach((v, i) => {
      if (!isoDate.test(v.from)) problems.push(`${f.id}: bad date ${v.from}`);
      const previous = f.values[i - 1];
      if (previous && previous.from >= v.from) problems.push(`${f.id}: values out of date order`);
      if (!Number.isFinite(v.value) || v.value <= 0) problems.push(`${f.id}: bad value ${v.value}`);
      const small = v.smallEmployer;
      if (
        small &&
        (!Number.isInteger(small.maxEmployees) ||
          small.maxEmployees < 1 ||
          !(small.value > 0 && small.value < v.value))
      )
        problems.push(`${f.id}: bad small-employer value on ${v.from}`);
    });
    if (!isoDate.test(f.checked)) problems.push(`${f.id}: bad checked date ${f.checked}`);
    // A figure's facts name its official page by id (its name is a word); a figure with its words
    // has the name too.
    for (const link of [f.source, f.officialPage])
      if (!link.url.startsWith("https://") || (link.title !== undefined && link.title.length < 3))
        problems.push(`${f.id}: source and official page need a title and an https address`);
    if (f.changesEveryYearOn && !/^\d{2}-\d{2}$/.test(f.changesEveryYearOn))
      problems.push(`${f.id}: changesEveryYearOn must be MM-DD`);
  }
  return problems;
}
