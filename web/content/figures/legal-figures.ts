import { formatDate, formatNumber, formatUsd } from "../../lib/format";
import { withWords, fillIn } from "../../lib/words";
import words from "#words/legal-figures";
import { formatDayOfYear } from "./format";
import {
  cityWageFacts,
  industryWageFacts,
  legalFigureFacts,
  type FigureTerm,
  type IndustryFacts,
} from "./legal-figure-facts";
import type { FigureFacts, LegalFigure } from "./schedule";

// The legal figures as pages show them: the facts of ./legal-figure-facts.ts (values, dates,
// sources: where a new rate is entered) with their words in the build's language
// (content/words/<language>/legal-figures.ts). A figure without its words, or words for no
// figure, fails the build.

export type FigureId = string;

/** Texts by id, checked as withWords checks words: one for every id, none for another. */
function textsFor(what: string, ids: readonly string[], texts: Readonly<Record<string, string>>) {
  const byId = Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, { text }]));
  return new Map(
    withWords(
      what,
      [...new Set(ids)].map((id) => ({ id })),
      byId,
    ).map((t) => [t.id, t.text]),
  );
}

const pageNames = textsFor(
  "official pages",
  legalFigureFacts.map((f) => f.officialPage.id),
  words.officialPages,
);
// Every figure that changes every year has a note on how; a city's is cityChangeNote.
const cityIds = new Set(cityWageFacts.map((f) => f.id));
const changeNotes = textsFor(
  "change notes",
  legalFigureFacts.filter((f) => f.changesEveryYearOn !== undefined && !cityIds.has(f.id)).map((f) => f.id),
  words.changeNotes,
);

const term = (t: FigureTerm) =>
  "usd" in t
    ? formatUsd(t.usd, Number.isInteger(t.usd) ? 0 : 2)
    : "count" in t
      ? formatNumber(t.count)
      : String(t.year);

type WithTerms = FigureFacts & { terms?: IndustryFacts["terms"] };

/** The facts a figure's words may name: its change day, first and last values, and its terms. */
function namedFacts({ values, changesEveryYearOn, terms }: WithTerms): Record<string, string> {
  const first = values[0]!;
  const last = values.at(-1)!;
  return {
    ...(changesEveryYearOn !== undefined && { changeDay: formatDayOfYear(changesEveryYearOn) }),
    since: formatDate(first.from),
    finalAmount: formatUsd(last.value, Number.isInteger(last.value) ? 0 : 2),
    finalDate: formatDate(last.from),
    ...Object.fromEntries(Object.entries(terms ?? {}).map(([name, t]) => [name, term(t)])),
  };
}

/**
 * A figure with the name of its official page and, when it changes every year, its note (`note`,
 * or its own in changeNotes), the facts it names filled in with `named` beside them.
 */
function shown(
  { terms, ...f }: WithTerms,
  note = changeNotes.get(f.id),
  named: Record<string, string> = {},
): LegalFigure {
  return {
    ...f,
    officialPage: { title: pageNames.get(f.officialPage.id)!, url: f.officialPage.url },
    ...(note !== undefined && { changeNote: fillIn(note, { ...namedFacts({ ...f, terms }), ...named }) }),
  };
}

const cityNames = textsFor(
  "cities",
  cityWageFacts.map((f) => f.city),
  words.cities,
);

export const cityWageFigures: readonly (LegalFigure & { city: string })[] = cityWageFacts.map((f) => {
  const city = cityNames.get(f.city)!;
  return { ...shown(f, words.cityChangeNote, { city }), city };
});

export const industryWageFigures: readonly (LegalFigure & { industry: string; detail: string })[] = withWords(
  "industries",
  industryWageFacts,
  words.industries,
).map(({ industry, detail, ...f }) => {
  const named = namedFacts(f);
  return { ...shown(f), industry: fillIn(industry, named), detail: fillIn(detail, named) };
});

const worded = new Map<string, LegalFigure>(
  [...cityWageFigures, ...industryWageFigures].map((f) => [f.id, f]),
);

export const legalFigures: readonly LegalFigure[] = legalFigureFacts.map((f) => worded.get(f.id) ?? shown(f));
