import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CaseResultsSection } from "@/components/sections/case-results-section";
import { caseCategories } from "@/content/results";
import { site } from "@/lib/site-config";
import { renderWithIntake } from "./with-intake";

describe("case results section", () => {
  it("shows four categories with their counts from config, each labelled while a sample, and the disclaimer", () => {
    renderWithIntake(<CaseResultsSection />);
    for (const c of caseCategories) {
      const summary = screen.getByRole("heading", { level: 2, name: new RegExp(c.title) }).parentElement!;
      expect(summary.textContent).toContain(`${site.services[c.serviceId].casesWon.value}+ cases won`);
      expect(summary.textContent).toContain("Sample figure");
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

  it("holds ten examples in each category, each its own accordion; a category is marked to close its examples on opening", () => {
    const { container } = renderWithIntake(<CaseResultsSection />);
    const categories = [
      ...container.querySelectorAll(":scope details:not(details details)"),
    ] as HTMLDetailsElement[];
    expect(categories).toHaveLength(caseCategories.length);
    expect(new Set(categories.map((c) => c.getAttribute("name"))).size).toBe(1);
    const [first, second] = categories;
    const examples = [...first!.querySelectorAll("details")];
    expect(examples).toHaveLength(10);
    expect(new Set(examples.map((e) => e.getAttribute("name"))).size).toBe(1);
    expect(examples[0]!.getAttribute("name")).not.toBe(first!.getAttribute("name"));
    expect(second!.querySelector("details")!.getAttribute("name")).not.toBe(
      examples[0]!.getAttribute("name"),
    );
    expect(first!.textContent).toContain(caseCategories[0]!.examples[0]!.description);

    // The site script closes what is open inside a marked item (tests/unit/disclosures.test.tsx).
    for (const category of categories) expect(category.hasAttribute("data-close-inner-on-open")).toBe(true);
    expect(examples.some((e) => e.hasAttribute("data-close-inner-on-open"))).toBe(false);
  });
});
