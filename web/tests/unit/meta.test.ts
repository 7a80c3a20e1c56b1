// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageDescription, pageTitle } from "@/lib/meta";

const brand = "Golden Coast Workers Law";

describe("page titles", () => {
  it("adds the site suffix", () => {
    expect(pageTitle("Case Results", brand)).toBe(`Case Results | ${brand}`);
  });
  it("leaves a title that already names the brand alone", () => {
    expect(pageTitle(`About ${brand}`, brand)).toBe(`About ${brand}`);
  });
});

describe("page descriptions", () => {
  const text = (n: number) => "x".repeat(n);

  it("cuts a description over 150 characters to 147 plus an ellipsis", () => {
    const cut = pageDescription(`${text(140)} words that run on and on`);
    expect(cut).toHaveLength(150);
    expect(cut.endsWith("...")).toBe(true);
    expect(pageDescription(text(151))).toBe(`${text(147)}...`);
  });

  it("adds the free-consultation line without a location", () => {
    expect(pageDescription("Help for workers.")).toBe("Help for workers. Free, confidential consultation.");
  });

  it("adds the served city and state with a location", () => {
    expect(pageDescription("Help for workers.", { location: { city: "Beverly Hills", state: "CA" } })).toBe(
      "Help for workers. Serving Beverly Hills, CA.",
    );
  });

  it("keeps exactly 150 characters uncut, and adds no suffix that would pass 160", () => {
    expect(pageDescription(text(150))).toBe(text(150));
    expect(pageDescription(text(120))).toBe(`${text(120)} Free, confidential consultation.`);
    expect(pageDescription(text(140)).length).toBeLessThanOrEqual(160);
  });

  it("cuts articles at 160 and adds no suffix", () => {
    expect(pageDescription(text(160), { kind: "article" })).toBe(text(160));
    expect(pageDescription(text(161), { kind: "article" })).toBe(`${text(157)}...`);
    expect(pageDescription("Short article.", { kind: "article" })).toBe("Short article.");
  });
});
