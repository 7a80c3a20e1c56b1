import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import ToolsDeadlines from "@/app/routes/tools-deadlines";
import ToolsWageCalculator from "@/app/routes/tools-wage-calculator";
import { findFigure } from "@/content/figures/find-figure";
import { deadlineList, ruleCopy } from "@/content/tools";
import { wageList } from "@/content/wage-tool";
import { statuteTitle } from "@/content/tool-phrases";
import { rules } from "@/lib/deadlines";
import { IntakeLauncherContext } from "@/lib/use-intake-launcher";

// The tool pages say what they know before anyone types: the prerendered HTML of /tools/deadlines
// lists every rule the tool counts (where, how long, which law), and /tools/wage-calculator the
// rules it applies and the state minimum wages it uses. renderToString runs no effect, so what it
// returns is what a reader without JavaScript, or a search engine, gets.

function prerender(Page: () => React.JSX.Element): string {
  return renderToString(
    <MemoryRouter>
      <IntakeLauncherContext.Provider value={{ open: () => {}, prepare: () => {} }}>
        <Page />
      </IntakeLauncherContext.Provider>
    </MemoryRouter>,
  );
}

/** The page's text, with its links' addresses. */
function read(html: string) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const section = (heading: string) =>
    [...doc.querySelectorAll("section")].find((s) => s.querySelector("h2")?.textContent === heading);
  return { doc, section };
}

describe("/tools/deadlines before anyone answers", () => {
  const { section } = read(prerender(ToolsDeadlines));
  const list = section("The deadlines this tool can estimate")!;

  it("lists every rule of config/deadlines/rules.json, the federal step last", () => {
    expect(list).toBeDefined();
    const items = [...list.querySelectorAll("li")];
    expect(items.map((li) => li.dataset.rule)).toEqual(rules.map((r) => r.id));
    expect(items.at(-1)?.dataset.rule).toBe("federal-eeo");
  });

  it.each(rules.map((r) => r.id))("names %s: its title, where to file, its time limit and its law", (id) => {
    const item = list.querySelector(`li[data-rule="${id}"]`)!;
    const rule = rules.find((r) => r.id === id)!;
    const words = ruleCopy[id];
    expect(item.querySelector("h3")?.textContent).toBe(words.title);
    expect(item.textContent).toContain(words.where);
    expect(item.textContent).toContain(statuteTitle(rule.statute));
    const link = item.querySelector("a")!;
    expect(link.getAttribute("href")).toBe(words.statute.url);
    expect(link.textContent).toContain(rule.statute);
  });

  it("writes each time limit from the rules' periods", () => {
    const period = (id: string) => list.querySelector(`li[data-rule="${id}"] dd`)?.textContent;
    expect(period("crd-complaint")).toBe("3 years");
    expect(period("eeoc-charge")).toBe("300 days");
    expect(period("oral-promise-wages")).toBe("2 years");
    expect(period("retaliation-complaint")).toBe("1 year");
    expect(period("government-claim")).toBe("6 months");
    expect(period("federal-eeo")).toBe("45 days");
    expect(period("pay-stub-penalty")).toBe("1 year");
    expect(period("paga-notice")).toBe("1 year");
  });

  it("has the statute titles of the rules file, and the federal step's", () => {
    expect(list.textContent).toContain("Labor Code 1102.5; Code of Civil Procedure 338(a)");
    expect(list.textContent).toContain("Code of Civil Procedure 339");
    expect(list.textContent).toContain("29 CFR 1614.105(a)(1)");
    expect(list.textContent).toContain("Labor Code 226(e); Code of Civil Procedure 340(a)");
    expect(list.textContent).toContain("Labor Code 2699.3; Code of Civil Procedure 340(a)");
    expect(deadlineList.items).toHaveLength(rules.length);
  });

  it("fills every figure into the rules' sentences", () => {
    expect(ruleCopy["crd-complaint"].rule).toContain("You have three years from the last act");
    expect(ruleCopy["crd-complaint"].rule).toContain("you have one year to file a lawsuit");
    expect(ruleCopy["crd-complaint"].exception).toContain("under 18");
    expect(ruleCopy["final-pay"].rule).toContain("up to 30 days of your daily wage");
    expect(ruleCopy["final-pay"].exception).toContain("within 72 hours if you quit");
    expect(ruleCopy.whistleblower.exception).toContain("a shorter, one-year deadline");
    expect(ruleCopy["oral-promise-wages"].exception).toContain("has three years.");
    expect(ruleCopy["government-claim"].rule).toContain("within six months.");
    for (const words of Object.values(ruleCopy))
      expect(`${words.rule} ${words.exception}`).not.toMatch(/[{}]/);
  });
});

describe("/tools/wage-calculator before anyone answers", () => {
  const { section } = read(prerender(ToolsWageCalculator));
  const list = section("What this calculator counts")!;

  it("lists the rules it applies, each with its law", () => {
    expect(list).toBeDefined();
    const items = [...list.querySelectorAll("li")];
    expect(items.map((li) => li.dataset.rule)).toEqual(wageList.rules.map((r) => r.id));
    const laws = items.map((li) => li.querySelector("a")!.textContent);
    expect(laws.join(" ")).toMatch(/Labor Code 1194.*Labor Code 510.*Labor Code 226\.7.*Labor Code 203/);
    for (const li of items) expect(li.querySelector("a")!.getAttribute("href")).toMatch(/^https:\/\//);
    expect(list.textContent).toContain("Time and a half after 8 hours in a day, after 40 in a week");
    expect(list.textContent).toContain("double pay after 12 hours in a day");
    expect(list.textContent).toContain("up to 30 days.");
  });

  it("shows every state minimum wage of content/figures in a table with a caption", () => {
    const table = list.querySelector("table")!;
    expect(table.querySelector("caption")?.textContent).toBe(
      "The California minimum wage the calculator uses",
    );
    const rows = [...table.querySelectorAll("tbody tr")].map((tr) => tr.textContent);
    const figure = findFigure("state-minimum-wage");
    expect(rows).toHaveLength(figure.values.length);
    expect(rows).toContain("January 1, 2024$16.00 an hour");
    expect(rows).toContain("January 1, 2026$16.90 an hour");
    // The calculator reaches back four years (209 weeks), so the 2022 rates are there, both of them.
    expect(rows).toContain(
      "January 1, 2022$15.00 an hour$14.00 an hour for employers with 25 or fewer employees",
    );
    expect(list.textContent).toContain("the calculator counts the lower rate");
  });
});
