// @vitest-environment node
import { describe, expect, it } from "vitest";
import { findResultsPage } from "@/content/result-lookups";
import { caseCategories, parseCaseIndex } from "@/content/results";

describe("results URLs", () => {
  it("parses a case index only from a plain decimal integer", () => {
    expect(parseCaseIndex("0")).toBe(0);
    expect(parseCaseIndex("9")).toBe(9);
    for (const bad of ["", "-1", "1.5", "abc", "1e2", " 1", "99999"]) expect(parseCaseIndex(bad)).toBeNull();
  });

  it("resolves a category page, and nothing for unknown categories or extra segments", () => {
    const first = caseCategories[0]!;
    expect(findResultsPage(first.slug)).toEqual({ category: first, example: null, index: null });
    expect(findResultsPage("no-such-category")).toBeNull();
    expect(findResultsPage(`${first.slug}/0/extra`)).toBeNull();
    expect(findResultsPage(undefined)).toBeNull();
  });

  it("resolves a case only when the category has that many examples", () => {
    for (const c of caseCategories) {
      expect(findResultsPage(`${c.slug}/${c.examples.length}`)).toBeNull();
      c.examples.forEach((example, i) => expect(findResultsPage(`${c.slug}/${i}`)?.example).toBe(example));
    }
  });
});
