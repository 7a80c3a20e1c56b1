import { rules, type DeadlineRuleId, type Period } from "../lib/deadlines";
import { site } from "../lib/site-config";
import { findFigure } from "./figures/find-figure";
import { formatFigure } from "./figures/format";
import words from "#words/tools";

// What the tools' content (content/tools.ts, content/wage-tool.ts) is built from, apart from it so
// that those export data only, which the browser build receives joined
// (scripts/vite-frozen-content-plugin.ts).

/** The firm's phone, for the sentences that name it. */
export const phone = { phone: site.contact.phoneDisplay };

/** A length of time in one unit. */
export type Span = Period & { hours?: number };

/**
 * A span as the words write it: "three years", "300 days" in a sentence (`words`), "3 years" in
 * a list (`digits`).
 */
export function spanWords(span: Span, style: "words" | "digits" = "words"): string {
  const parts = (Object.entries(span) as [keyof Span, number | undefined][]).filter(([, n]) => n);
  if (parts.length !== 1) throw new Error(`a span of one unit, not ${JSON.stringify(span)}`);
  const [unit, value] = parts[0]!;
  return formatFigure(unit, value!, style);
}

/**
 * A statute of config/deadlines/rules.json ("Labor Code 1102.5; Code of Civil Procedure 338(a)")
 * as the page's language cites it; federal citations ("29 U.S.C. 2617(c)") stay as they are.
 */
export function statuteTitle(statute: string): string {
  const codes = Object.keys(words.codeNames) as (keyof typeof words.codeNames)[];
  return statute
    .split("; ")
    .map((one) => {
      const code = codes.find((name) => one.startsWith(`${name} `));
      return code ? words.citation(words.codeNames[code], one.slice(code.length + 1)) : one;
    })
    .join("; ");
}

/** The span a fixed legal figure of content/figures gives ("crd-lawsuit-deadline": one year). */
export function figureSpan(id: string): Span {
  const figure = findFigure(id);
  const value = figure.values.at(-1)?.value;
  if (value === undefined || !["years", "months", "days", "hours"].includes(figure.unit))
    throw new Error(`${id} is not a span of time`);
  return { [figure.unit]: value };
}

export function periodOf(id: DeadlineRuleId): Period {
  const rule = rules.find((r) => r.id === id);
  if (!rule) throw new Error(`no deadline rule ${id}`);
  return rule.period;
}

/** Labor Code 202: a worker who quits without notice is paid within 72 hours. */
export const quitWithoutNotice: Span = { hours: 72 };
export const waitingTimeDays: Span = figureSpan("waiting-time-penalty-days");
