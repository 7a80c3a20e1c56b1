import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CaseResultsSection } from "@/components/sections/case-results-section";
import { caseCategories } from "@/content/results";
import { resultsClosed, resultsReducer } from "@/lib/one-open";
import { site } from "@/lib/site-config";
import { renderWithIntake } from "./with-intake";

describe("results one-open rules (reducer)", () => {
  it("opens one category at a time and closes it when chosen again", () => {
    let s = resultsReducer(resultsClosed, { type: "category", slug: "a" });
    expect(s).toEqual({ category: "a", example: null });
    s = resultsReducer(s, { type: "category", slug: "b" });
    expect(s.category).toBe("b");
    expect(resultsReducer(s, { type: "category", slug: "b" }).category).toBeNull();
  });

  it("opens one example at a time, and opening a category closes the open example", () => {
    let s = resultsReducer(resultsClosed, { type: "category", slug: "a" });
    s = resultsReducer(s, { type: "example", index: 2 });
    expect(s).toEqual({ category: "a", example: 2 });
    s = resultsReducer(s, { type: "example", index: 5 });
    expect(s.example).toBe(5);
    expect(resultsReducer(s, { type: "example", index: 5 }).example).toBeNull();
    expect(resultsReducer(s, { type: "category", slug: "b" })).toEqual({ category: "b", example: null });
    expect(resultsReducer(s, { type: "category", slug: "a" })).toEqual({ category: null, example: null });
  });

  it("ignores an example while no category is open", () => {
    expect(resultsReducer(resultsClosed, { type: "example", index: 1 })).toBe(resultsClosed);
  });
});

function open(name: RegExp | string) {
  return screen
    .getAllByRole("button")
    .filter((b) => b.getAttribute("aria-expanded") === "true" && b.textContent!.match(name));
}

describe("case results section", () => {
  it("shows four categories with their counts from config, each labelled while a sample, and the disclaimer", () => {
    renderWithIntake(<CaseResultsSection />);
    for (const c of caseCategories) {
      const button = screen.getByRole("button", { name: new RegExp(c.title) });
      expect(button.textContent).toContain(`${site.services[c.serviceId].casesWon.value}+ cases won`);
      expect(button.textContent).toContain("Sample figure");
    }
    expect(screen.getByText(/each keep their own practice/)).toBeTruthy();
    expect(screen.getByText(/are examples written to show the kinds of cases we handle/)).toBeTruthy();
  });

  it("labels every sample result in its row", () => {
    renderWithIntake(<CaseResultsSection />);
    const rows = document.querySelectorAll('[data-claim^="result:"]');
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      expect(row.getAttribute("data-provenance")).toBe("sample");
      expect(row.querySelector("[data-sample-label]")?.textContent).toBe("Sample case");
    }
  });

  it("expands a category to ten examples, an example to its description, one of each at a time", () => {
    renderWithIntake(<CaseResultsSection />);
    const [first, second] = caseCategories;
    fireEvent.click(screen.getByRole("button", { name: new RegExp(first!.title) }));
    const region = screen.getByRole("region", { name: new RegExp(first!.title) });
    const exampleButtons = within(region).getAllByRole("button");
    expect(exampleButtons).toHaveLength(10);

    fireEvent.click(exampleButtons[0]!);
    expect(screen.getByText(first!.examples[0]!.description)).toBeTruthy();
    expect(exampleButtons[0]!.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(exampleButtons[3]!);
    expect(exampleButtons[0]!.getAttribute("aria-expanded")).toBe("false");
    expect(exampleButtons[3]!.getAttribute("aria-expanded")).toBe("true");

    // Opening another category closes the first and its open example.
    fireEvent.click(screen.getByRole("button", { name: new RegExp(second!.title) }));
    expect(open(first!.title)).toHaveLength(0);
    expect(exampleButtons[3]!.getAttribute("aria-expanded")).toBe("false");
    // Coming back, no example is open any more.
    fireEvent.click(screen.getByRole("button", { name: new RegExp(first!.title) }));
    expect(exampleButtons.filter((b) => b.getAttribute("aria-expanded") === "true")).toHaveLength(0);
  });
});
