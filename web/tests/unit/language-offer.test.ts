// @vitest-environment node
import { describe, expect, it } from "vitest";
import { prefersOtherLanguage } from "@/components/layout/language-offer";

describe("the offer to switch language", () => {
  it("is made on an English page when the browser puts Spanish before English", () => {
    expect(prefersOtherLanguage(["es-US", "en-US"], "en")).toBe(true);
    expect(prefersOtherLanguage(["es"], "en")).toBe(true);
    expect(prefersOtherLanguage(["fr-FR", "ES-mx", "en"], "en")).toBe(true);
  });
  it("is not made when the page's language comes first, or neither is asked for", () => {
    expect(prefersOtherLanguage(["en-US", "es-US"], "en")).toBe(false);
    expect(prefersOtherLanguage(["fr-FR", "de"], "en")).toBe(false);
    expect(prefersOtherLanguage([], "en")).toBe(false);
  });
  it("works the other way round on a Spanish page", () => {
    expect(prefersOtherLanguage(["en-GB", "es"], "es")).toBe(true);
    expect(prefersOtherLanguage(["es-US", "en"], "es")).toBe(false);
  });
});
