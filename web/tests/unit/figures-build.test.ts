import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { legalFigureFacts } from "@/content/figures/legal-figure-facts";
import { figureOn, type FigureFacts } from "@/content/figures/schedule";
import { showDay } from "@/lib/by-day";
import { californiaToday, formatUsd } from "@/lib/format";
import { builtPages } from "../../scripts/built-pages.ts";

// Figures on the day they change (issue 51, item 5), over every built page in both languages: for
// each day a page's text changes on (a legal figure's new value, a yearly change with no value
// entered), and for January 1, 2027 and July 1, 2026, the site script shows that day's text
// (lib/by-day.ts, as in the browser), and then:
// - every figure in force (components/article/figures.tsx: data-figure, data-value; a figure of a
//   past day asked for is data-on, left out) is the one in force that day in content/figures;
// - a figure whose change day has come with no new value entered has, beside it, the words that it
//   was due to change and a link to its official page;
// - structured data, which stays as built, gives every amount of a figure that changes with the
//   year it was set nearby (content/figures/text.ts datedFigureText), never as a bare current figure.
// scripts/test builds first and sets REQUIRE_BUILD=1, so there a missing build fails. The same
// rules on components with a fixed build day, and the wage calculator's caveat, are
// figures-on-change-days.test.tsx.

const webRoot = path.resolve(import.meta.dirname, "../..");
const publicDir = path.join(webRoot, "build/site/public");
const manifest = path.join(webRoot, "build/site/manifest.json");
const haveBuild = existsSync(manifest);

const fixedDays = ["2026-07-01", "2027-01-01"];
const byId = new Map<string, FigureFacts>(legalFigureFacts.map((f) => [f.id, f]));

/** Is the element shown: neither it nor a parent hidden. */
const visible = (el: Element) => el.closest("[hidden]") === null;

/** A figure's value as its element carries it, or the amount it writes ("$16.90 an hour"). */
function valueOf(el: HTMLElement): number | undefined {
  if (el.dataset.value !== undefined) return Number(el.dataset.value);
  const amount = /\$([\d,]+(?:\.\d+)?)/.exec(el.textContent ?? "")?.[1];
  return amount === undefined ? undefined : Number(amount.replaceAll(",", ""));
}

/** Figures whose amount changes (a yearly change or more than one value), with their amounts. */
const changing = legalFigureFacts.filter(
  (f) => (f.unit === "usd" || f.unit === "usd-hour") && (f.changesEveryYearOn || f.values.length > 1),
);

/** What a page states wrongly on `day`: empty when every figure is right for that day. */
function problemsOn(doc: Document, day: string): string[] {
  showDay(day, doc);
  const problems: string[] = [];
  for (const el of doc.querySelectorAll<HTMLElement>("[data-figure]:not([data-on])")) {
    if (!visible(el)) continue;
    const id = el.dataset.figure!;
    const figure = byId.get(id);
    if (!figure) {
      problems.push(`${id}: no such figure`);
      continue;
    }
    const state = figureOn(figure, day);
    const shown = valueOf(el);
    if (shown !== undefined && shown !== state.current?.value)
      problems.push(`${id}: shows ${shown}, in force ${state.current?.value}`);
    if (state.unknownChange?.passed) {
      const around = el.closest("tr") ?? el.parentElement!;
      const marks = [...around.querySelectorAll(`[data-figure-overdue="${id}"]`)].filter(visible);
      const linked = marks.some((m) => m.querySelector(`a[href="${figure.officialPage.url}"]`));
      if (!linked)
        problems.push(`${id}: due to change on ${state.unknownChange.date}, shown without the official page`);
    }
  }
  return problems;
}

/** Amounts of changing figures in structured data without the year their value was set. */
function undatedInStructuredData(doc: Document): string[] {
  const problems: string[] = [];
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const text = script.textContent ?? "";
    for (const f of changing)
      for (const v of f.values) {
        const amount = formatUsd(v.value, f.unit === "usd-hour" ? 2 : undefined).replace(/[$.]/g, "\\$&");
        // The year the value was set, within the sentence around it: "(from January 1, 2026; ...)"
        // after a figure of the build day, "in 2025" or "from January 1, 2025" by a past one.
        for (const m of text.matchAll(new RegExp(`([^"]{0,100})${amount}(?![\\d,])([^"]{0,100})`, "g")))
          if (!`${m[1]} ${m[2]}`.includes(v.from.slice(0, 4)))
            problems.push(`${f.id}: "${m[0]}" without the year it was set`);
      }
  }
  return problems;
}

describe.runIf(haveBuild || process.env.REQUIRE_BUILD === "1")("figures on every built page", () => {
  // No page names its build day, but no file of the build is older than it: reading days from the
  // California day the build's manifest was written are all on or after the build day.
  const builtBy = haveBuild ? californiaToday(statSync(manifest).mtime) : "";
  const pages = haveBuild ? builtPages(publicDir) : [];

  it("covers both languages", () => {
    expect(pages.filter((p) => p.startsWith("/es/")).length).toBeGreaterThan(10);
    expect(pages.filter((p) => !p.startsWith("/es")).length).toBeGreaterThan(10);
  });

  it.each(pages)("%s", (page) => {
    const file = path.join(publicDir, page === "/" ? "" : page, "index.html");
    const doc = new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html");
    const changeDays = [...doc.querySelectorAll<HTMLElement>("[data-by-day][data-from]")].map(
      (el) => el.dataset.from!,
    );
    const days = [...new Set([builtBy, ...fixedDays, ...changeDays])].filter((d) => d >= builtBy).sort();
    const problems = days.flatMap((day) => problemsOn(doc, day).map((p) => `${day}: ${p}`));
    expect([...problems, ...undatedInStructuredData(doc)]).toEqual([]);
  });
});
