import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentWageTable, Fig, FigureChange, SalaryThresholdTable } from "@/components/article/figures";
import { FaqSection } from "@/components/sections/faq-section";
import { defaultFaqs, serviceFaqs, workplaceRightsFaqs } from "@/content/faqs";
import { findFigure } from "@/content/figures/find-figure";
import { wageToolCopy } from "@/content/wage-tool";
import { WageCalculator } from "@/features/tools/components/wage-calculator-form";
import { WageRuleList } from "@/features/tools/components/wage-rules";
import { calculateWages } from "@/features/tools/wage-calculator";
import { type WageInput } from "@/features/tools/wage-input";
import { showDay } from "@/lib/by-day";
import { IntakeLauncherContext } from "@/lib/use-intake-launcher";

// Figures on the day they change (issue 51, item 5), on a fixed clock: pages built on one day and
// read on a change day, and pages built on the change day itself. On 2027-01-01 the state minimum
// wage and the exempt salary floor are due to change, on 2026-07-01 San Francisco's, Berkeley's and
// Los Angeles's rates; content/figures has none of the new amounts, so every page must say the
// figure changed on that day and link the official page, never show the old one as current. Every
// built page in both languages is checked the same way by figures-build.test.ts; the Spanish words
// by figures-on-change-days-es.test.tsx.
const clock = vi.hoisted(() => ({ buildDay: "2026-12-07" }));
vi.mock("@/lib/build-day", () => ({
  get buildDay() {
    return clock.buildDay;
  },
}));

afterEach(() => {
  clock.buildDay = "2026-12-07";
  vi.useRealTimers();
});

/** What a reader sees on `day`: the variants for other days removed. */
function seenOn(day: string, container: HTMLElement): HTMLElement {
  showDay(day);
  const copy = container.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll("[hidden]")) hidden.remove();
  return copy;
}

const stateMinimumWage = findFigure("state-minimum-wage");
const officialLinks = (el: Element) => [...el.querySelectorAll("a")].map((a) => a.getAttribute("href"));

describe("2027-01-01: the state minimum wage and the exempt salary floor", () => {
  it.each([
    ["built before, read on the day", "2026-12-07"],
    ["built on the day", "2027-01-01"],
  ])("%s: each figure says it was due to change and links the official page", (_, buildDay) => {
    clock.buildDay = buildDay;
    for (const [id, old] of [
      ["state-minimum-wage", "$16.90 an hour"],
      ["exempt-salary-floor", "$70,304"],
    ] as const) {
      const { container, unmount } = render(<Fig id={id} />);
      if (buildDay < "2027-01-01") expect(seenOn("2026-12-31", container).textContent).toBe(old);
      const seen = seenOn("2027-01-01", container);
      expect(seen.textContent).toMatch(
        /it was due to change on January 1, 2027, so check the current rate at/,
      );
      expect(officialLinks(seen)).toEqual(["https://www.dir.ca.gov/dlse/faq_minimumwage.htm"]);
      unmount();
    }
    const change = render(<FigureChange id="state-minimum-wage" />);
    const seen = seenOn("2027-01-01", change.container);
    expect(seen.textContent).toContain("Check the current amount at");
    expect(seen.textContent).not.toContain("Changes on January 1, 2027");
  });

  it("the salary table says the new figures took effect and are not in it", () => {
    const { container } = render(<SalaryThresholdTable />);
    const caption = () => seenOn("2027-01-01", container).querySelector("caption")!;
    expect(caption().textContent).toContain("New figures took effect on January 1, 2027");
    expect(officialLinks(caption())).toEqual([stateMinimumWage.officialPage.url]);
    expect(seenOn("2026-12-31", container).querySelector("caption")!.textContent).toContain("take effect on");
  });

  it("the wage calculator's page says the state rate changed and its estimate may be low", () => {
    const { container } = render(<WageRuleList />);
    expect(seenOn("2026-12-31", container).querySelector("[data-figure-overdue]")).toBeNull();
    const note = seenOn("2027-01-01", container).querySelector("[data-figure-overdue]")!;
    expect(note.textContent).toBe(
      "The state minimum wage changed on January 1, 2027, and the new amount is not in this table yet. For weeks from that day the calculator uses $16.90 an hour, the last amount it knows, so its estimate may be low. Find the new amount at " +
        `${stateMinimumWage.officialPage.title}.`,
    );
    expect(officialLinks(note)).toEqual([stateMinimumWage.officialPage.url]);
  });

  it("structured data, which stays as built, dates the figure instead of calling it current", () => {
    const faqs = [...defaultFaqs, ...Object.values(serviceFaqs).flat(), ...workplaceRightsFaqs].filter((f) =>
      f.answer.includes("{{fig:exempt-salary-floor}}"),
    );
    expect(faqs).toHaveLength(1);
    const jsonLd = (buildDay: string) => {
      clock.buildDay = buildDay;
      const html = renderToString(<FaqSection heading="FAQ" faqs={faqs} id="faq" />);
      return new DOMParser().parseFromString(html, "text/html").querySelector("script")!.textContent!;
    };
    expect(jsonLd("2026-12-07")).toContain(
      "at least $70,304 (from January 1, 2026; it changes on January 1, 2027) a year",
    );
    expect(jsonLd("2027-01-01")).toContain(
      "at least $70,304 (set January 1, 2026; it was due to change on January 1, 2027) a year",
    );
  });
});

describe("2026-07-01: city minimum wages that change on July 1", () => {
  it.each([
    ["built before, read on the day", "2026-06-15"],
    ["built on the day", "2026-07-01"],
  ])("%s: the table marks San Francisco, Berkeley and Los Angeles, not Oakland", (_, buildDay) => {
    clock.buildDay = buildDay;
    const { container } = render(<CurrentWageTable />);
    const row = (day: string, id: string) =>
      seenOn(day, container).querySelector(`[data-figure-row="${id}"]`)!;
    for (const [id, old] of [
      ["city-san-francisco", "$19.18 an hour"],
      ["city-berkeley", "$19.18 an hour"],
      ["city-los-angeles", "$17.87 an hour"],
    ] as const) {
      if (buildDay < "2026-07-01")
        expect(row("2026-06-30", id).querySelector("[data-figure-overdue]")).toBeNull();
      const seen = row("2026-07-01", id);
      expect(seen.querySelector("[data-figure]")!.textContent).toBe(old);
      const overdue = seen.querySelector(`[data-figure-overdue="${id}"]`)!;
      expect(overdue.textContent).toMatch(/^Was due to change on July 1, 2026: check the current rate at /);
      expect(officialLinks(overdue)).toEqual([findFigure(id).officialPage.url]);
    }
    expect(row("2026-07-01", "city-oakland").querySelector("[data-figure-overdue]")).toBeNull();
    // Health care's July 1, 2026 rates are entered with their source: shown, not marked.
    const health = row("2026-07-01", "health-care-large-systems");
    expect(health.querySelector("[data-figure]")!.textContent).toBe("$25.00 an hour");
    expect(health.querySelector("[data-figure-overdue]")).toBeNull();
  });

  it("a city figure in a sentence points to the city's page from that day", () => {
    clock.buildDay = "2026-06-15";
    const { container } = render(<Fig id="city-san-francisco" />);
    expect(seenOn("2026-06-30", container).textContent).toBe("$19.18 an hour");
    const seen = seenOn("2026-07-01", container);
    expect(seen.textContent).toContain("it was due to change on July 1, 2026");
    expect(officialLinks(seen)).toEqual(["https://www.sf.gov/information/minimum-wage-ordinance"]);
  });
});

describe("the wage calculator past a change it does not have", () => {
  const input = (patch: Partial<WageInput>): WageInput => ({
    hourlyRate: 16,
    schedule: { mode: "simple", daysPerWeek: 5, hoursPerDay: 8 },
    extraHoursPaid: "overtime",
    missedMealsPerWeek: 0,
    missedRestsPerWeek: 0,
    weeks: 4,
    lastWeekEnds: "2027-01-14",
    today: "2027-01-15",
    ...patch,
  });

  it("counts the weeks that reach the state's change day and names the state's page", () => {
    // Weeks ending 2026-12-24, 12-31, 2027-01-07 and 01-14: the last two reach January 1, 2027.
    const result = calculateWages(input({}));
    expect(result.lastKnownMinimum?.weeks).toBe(2);
    expect(result.lastKnownMinimum?.changedOn).toBe("2027-01-01");
    expect(result.lastKnownMinimum?.figures.map((f) => f.id)).toEqual(["state-minimum-wage"]);
    // It still counts the last amount it knows for those weeks.
    expect(result.lines.find((l) => l.id === "minimum-wage")?.amountUsd).toBe(0.9 * 40 * 4);
  });

  it("a chosen city whose July 1 change is missing: from that day, and the city's page too", () => {
    const result = calculateWages(
      input({ cityId: "city-san-francisco", weeks: 30, lastWeekEnds: "2027-01-14" }),
    );
    expect(result.lastKnownMinimum?.changedOn).toBe("2026-07-01");
    expect(result.lastKnownMinimum?.figures.map((f) => f.id)).toEqual([
      "city-san-francisco",
      "state-minimum-wage",
    ]);
  });

  it("says nothing when every rate it uses is known", () => {
    expect(calculateWages(input({ lastWeekEnds: "2026-12-31", today: "2026-12-31" })).lastKnownMinimum).toBe(
      undefined,
    );
    expect(
      calculateWages(input({ cityId: "city-oakland", lastWeekEnds: "2026-12-31" })).lastKnownMinimum,
    ).toBeUndefined();
  });

  it("the form, on the reader's clock, says its estimate may be low and links the official page", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-15T20:00:00Z"));
    render(
      <IntakeLauncherContext.Provider value={{ open: () => {}, prepare: () => {} }}>
        <WageCalculator />
      </IntakeLauncherContext.Provider>,
    );
    fireEvent.change(screen.getByLabelText(new RegExp(wageToolCopy.rateLabel)), { target: { value: "16" } });
    fireEvent.change(screen.getByLabelText(new RegExp(wageToolCopy.weeksLabel.replace("?", "\\?"))), {
      target: { value: "4" },
    });
    fireEvent.click(screen.getByLabelText(wageToolCopy.extraOptions.overtime));
    fireEvent.click(screen.getByRole("button", { name: wageToolCopy.calculate }));
    // The last week ends today (January 15): the weeks ending January 1, 8 and 15 reach the change.
    const caveat = document.querySelector("[data-last-known-minimum]")!;
    expect(caveat.textContent).toBe(
      `${wageToolCopy.lastKnownMinimum(3, "January 1, 2027")}${stateMinimumWage.officialPage.title}.`,
    );
    expect(caveat.textContent).toContain("so your estimate may be low");
    expect(officialLinks(caveat as HTMLElement)).toEqual([stateMinimumWage.officialPage.url]);
  });
});
