import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CurrentWageTable, Fig, FigureChange, FigureText } from "@/components/article/figures";
import { defaultFaqs, serviceFaqs, workplaceRightsFaqs } from "@/content/faqs";
import { legalFigures } from "@/content/figures/legal-figures";
import { showDay } from "@/lib/by-day";
import { californiaToday } from "@/lib/format";
import { formatFigure } from "@/content/figures/format";
import {
  figureDataProblems,
  figureOn,
  nextAnniversary,
  overdueFigures,
  valueOn,
  type LegalFigure,
} from "@/content/figures/schedule";
import { fillFigures, parseFigureText } from "@/content/figures/text";
import { figuresCheckedOn } from "@/content/figures/find-figure";
import { figuresUsedBy } from "@/content/figures/usage";
import { services } from "@/content/services";

// Pages are built on one day and read on later ones (components/ui/by-day.tsx): these tests build
// on December 1, 2025 and read with the site script's choice for the reader's day (lib/by-day.ts).
vi.mock("@/lib/build-day", () => ({ buildDay: "2025-12-01" }));

/** What a reader sees on `day`: the text outside the variants hidden for that day. */
function seenOn(day: string, container: HTMLElement): string {
  showDay(day);
  const copy = container.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll("[hidden]")) hidden.remove();
  return copy.textContent ?? "";
}

// A figure that changes on July 1 each year, with one announced value: the three rules (in force
// by date, announced change, scheduled change with no value entered) on data the test controls.
const cityRate: LegalFigure = {
  id: "test-city",
  unit: "usd-hour",
  values: [
    { from: "2025-07-01", value: 19 },
    { from: "2026-07-01", value: 19.5 },
  ],
  source: { title: "Test ordinance", url: "https://example.org/ordinance" },
  officialPage: { title: "Test city page", url: "https://example.org/wage" },
  checked: "2026-05-01",
  changesEveryYearOn: "07-01",
};

describe("the figure in force is chosen by date", () => {
  it("before a change: the old value, and the new one announced with its date", () => {
    const s = figureOn(cityRate, "2026-06-30");
    expect(s.current?.value).toBe(19);
    expect(s.coming).toEqual({ from: "2026-07-01", value: 19.5 });
  });

  it("on the day of the change: the new value, nothing announced", () => {
    const s = figureOn(cityRate, "2026-07-01");
    expect(s.current?.value).toBe(19.5);
    expect(s.coming).toBeUndefined();
    expect(s.unknownChange).toEqual({ date: "2027-07-01", passed: false });
  });

  it("after the next scheduled change with no value entered: the last value, marked overdue", () => {
    expect(figureOn(cityRate, "2027-06-30").unknownChange?.passed).toBe(false);
    const s = figureOn(cityRate, "2027-07-01");
    expect(s.current?.value).toBe(19.5);
    expect(s.unknownChange).toEqual({ date: "2027-07-01", passed: true });
    expect(overdueFigures([cityRate], "2027-07-01").map((f) => f.id)).toEqual(["test-city"]);
    expect(overdueFigures([cityRate], "2027-06-30")).toEqual([]);
  });

  it("before the first value: nothing in force, and valueOn refuses", () => {
    expect(figureOn(cityRate, "2025-06-30").current).toBeUndefined();
    expect(() => valueOn(cityRate, "2025-06-30")).toThrow(/no value in force/);
  });

  it("a figure with no schedule never goes overdue", () => {
    const fixed = { ...cityRate, changesEveryYearOn: undefined };
    expect(figureOn(fixed, "2040-01-01").unknownChange).toBeUndefined();
  });

  it("the next anniversary is strictly after the last value", () => {
    expect(nextAnniversary("2026-01-01", "01-01")).toBe("2027-01-01");
    expect(nextAnniversary("2024-10-16", "07-01")).toBe("2025-07-01");
    expect(nextAnniversary("2025-07-01", "07-01")).toBe("2026-07-01");
  });

  it("the state rate: $16.50 on the last day of 2025, $16.90 from January 1, 2026, due to change in 2027", () => {
    const state = legalFigures.find((f) => f.id === "state-minimum-wage")!;
    expect(valueOn(state, "2025-12-31")).toBe(16.5);
    expect(valueOn(state, "2026-01-01")).toBe(16.9);
    expect(figureOn(state, "2026-11-23").unknownChange).toEqual({ date: "2027-01-01", passed: false });
    expect(figureOn(state, "2027-01-01").unknownChange?.passed).toBe(true);
  });
});

describe("the figure data", () => {
  it("has sound dates, order, values and sources", () => {
    expect(figureDataProblems(legalFigures)).toEqual([]);
  });

  it("the check catches bad data", () => {
    const bad: LegalFigure = {
      ...cityRate,
      values: [
        { from: "2026-07-01", value: 20, smallEmployer: { maxEmployees: 25, value: 21 } },
        { from: "2026-01-01", value: 0 },
      ],
      checked: "May 2026",
      officialPage: { title: "x", url: "http://example.org" },
    };
    expect(figureDataProblems([bad, bad])).toEqual(
      expect.arrayContaining([
        "test-city: id used twice",
        "test-city: values out of date order",
        "test-city: bad value 0",
        "test-city: bad small-employer value on 2026-07-01",
        "test-city: bad checked date May 2026",
        "test-city: source and official page need a title and an https address",
      ]),
    );
  });

  it("writes figures as the pages do", () => {
    expect(formatFigure("usd-hour", 16.9)).toBe("$16.90 an hour");
    expect(formatFigure("usd-hour", 16.9, "bare")).toBe("$16.90");
    expect(formatFigure("usd", 4000)).toBe("$4,000");
    expect(formatFigure("years", 3)).toBe("three years");
    expect(formatFigure("years", 1)).toBe("one year");
    expect(formatFigure("days", 300)).toBe("300 days");
    expect(formatFigure("days", 30, "digits")).toBe("30 days");
  });

  it("today is the California day, not the UTC day", () => {
    expect(californiaToday(new Date("2027-01-01T07:59:00Z"))).toBe("2026-12-31");
    expect(californiaToday(new Date("2027-01-01T08:00:00Z"))).toBe("2027-01-01");
  });

  it("knows which figures an article shows and when they were checked", () => {
    const ids = figuresUsedBy(
      'Rate <Fig id="state-minimum-wage" />, <FigureChange id="ucl-deadline" />\n<SalaryThresholdTable />',
    );
    expect(ids).toEqual(["exempt-salary-floor", "state-minimum-wage", "ucl-deadline"]);
    expect(figuresCheckedOn(ids)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(figuresCheckedOn([])).toBeUndefined();
    expect(() => figuresCheckedOn(["no-such-figure"])).toThrow(/unknown legal figure/);
  });
});

describe("pages show the figure in force on the day they are read", () => {
  it("before and after January 1, 2026", () => {
    const { container } = render(<Fig id="state-minimum-wage" />);
    expect(seenOn("2025-12-31", container)).toBe("$16.50 an hour");
    expect(seenOn("2026-01-02", container)).toBe("$16.90 an hour");
  });

  it("a past day asked for explicitly stays fixed", () => {
    const { container } = render(<Fig id="state-minimum-wage" on="2025-01-01" />);
    expect(seenOn("2030-01-02", container)).toBe("$16.50 an hour");
  });

  it("an overdue figure points to the official page instead of claiming to be current", () => {
    const { container } = render(<Fig id="state-minimum-wage" />);
    expect(seenOn("2027-03-01", container)).toMatch(
      /^\$16\.90 an hour \(set January 1, 2026; it was due to change on January 1, 2027/,
    );
    const shown = [...container.querySelectorAll("[data-by-day]:not([hidden])")];
    expect(shown).toHaveLength(1);
    expect(shown[0]!.querySelector("a")!.getAttribute("href")).toBe(
      "https://www.dir.ca.gov/dlse/faq_minimumwage.htm",
    );
  });

  it("an announced change is shown with its date, an unknown one with where to find it", () => {
    const clinics = render(<FigureChange id="health-care-clinics" />);
    expect(seenOn("2027-03-01", clinics.container)).toContain(
      "It goes up to $25.00 an hour from July 1, 2027.",
    );
    clinics.unmount();
    const state = render(<FigureChange id="state-minimum-wage" />);
    expect(seenOn("2026-11-23", state.container)).toContain(
      "Changes on January 1, 2027. Find the new amount at",
    );
  });

  it("the table of current rates marks San Francisco overdue after July 1, 2026 and Oakland current", () => {
    const { container } = render(<CurrentWageTable />);
    showDay("2026-11-23");
    const row = (id: string) => container.querySelector(`tbody:not([hidden]) [data-figure-row="${id}"]`)!;
    expect(container.querySelectorAll("tbody:not([hidden])")).toHaveLength(1);
    expect(row("city-san-francisco").textContent).toContain("$19.18 an hour");
    expect(row("city-san-francisco").querySelector("[data-figure-overdue]")).not.toBeNull();
    expect(row("city-oakland").textContent).toContain("$17.34 an hour");
    expect(row("city-oakland").querySelector("[data-figure-overdue]")).toBeNull();
    expect(row("health-care-large-systems").textContent).toContain("$25.00 an hour");
    expect(container.querySelector("caption")!.textContent).toContain("November 23, 2026");
  });
});

describe("figures inside content strings", () => {
  it("fills {{fig:id}} and {{fig:id:style}} with the value in force on the day", () => {
    const text =
      "Within {{fig:crd-complaint-deadline}}; EEOC {{fig:eeoc-charge-deadline}}; rate {{fig:state-minimum-wage}}.";
    expect(fillFigures(text, "2025-06-01")).toBe("Within three years; EEOC 300 days; rate $16.50 an hour.");
    expect(fillFigures(text, "2026-06-01")).toContain("rate $16.90 an hour.");
    expect(fillFigures("{{fig:waiting-time-penalty-days:digits}}", "2026-06-01")).toBe("30 days");
    expect(parseFigureText("no figures")).toEqual(["no figures"]);
  });

  it("refuses an unknown id or a broken placeholder", () => {
    expect(() => parseFigureText("{{fig:no-such-figure}}")).toThrow(/unknown legal figure/);
    expect(() => parseFigureText("{{fig:State Minimum}}")).toThrow(/bad figure placeholder/);
  });

  it("FigureText renders the figure of the reader's day", () => {
    const { container } = render(<FigureText text="The rate is {{fig:state-minimum-wage}}." />);
    expect(seenOn("2026-02-01", container)).toBe("The rate is $16.90 an hour.");
  });

  it("the services, FAQs and calls to action type no legal rate or time limit", () => {
    const strings = JSON.stringify([services, defaultFaqs, serviceFaqs, workplaceRightsFaqs]);
    expect(strings.match(/\$\d+\.\d{2}\b|\$70,304|\$68,640/g) ?? []).toEqual([]);
    expect(strings.match(/within \d+ years?|\b(180|300) days\b|go back \d+ years/gi) ?? []).toEqual([]);
    for (const s of strings.match(/\{\{fig:[^}]*\}\}/g) ?? []) expect(() => parseFigureText(s)).not.toThrow();
  });
});
