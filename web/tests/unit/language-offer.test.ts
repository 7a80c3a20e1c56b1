import { afterEach, describe, expect, it } from "vitest";
import { languageOfferDismissedKey, languageOfferScript } from "@/components/layout/language-offer";

// Runs the inline script as the page would, with the browser's languages set to `languages`, and
// says whether it marked <html> for the offer.
function offered(languages: string[], page: "en" | "es"): boolean {
  Object.defineProperty(window.navigator, "languages", { value: languages, configurable: true });
  document.documentElement.removeAttribute("data-language-offer");
  new Function(languageOfferScript(page))();
  return document.documentElement.hasAttribute("data-language-offer");
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute("data-language-offer");
  document.body.innerHTML = "";
});

describe("the offer to switch language", () => {
  it("is made on an English page when the browser puts Spanish before English", () => {
    expect(offered(["es-US", "en-US"], "en")).toBe(true);
    expect(offered(["es"], "en")).toBe(true);
    expect(offered(["fr-FR", "ES-mx", "en"], "en")).toBe(true);
  });
  it("is not made when the page's language comes first, or neither is asked for", () => {
    expect(offered(["en-US", "es-US"], "en")).toBe(false);
    expect(offered(["fr-FR", "de"], "en")).toBe(false);
    expect(offered([], "en")).toBe(false); // navigator.language ("en-US" in jsdom) decides
  });
  it("works the other way round on a Spanish page", () => {
    expect(offered(["en-GB", "es"], "es")).toBe(true);
    expect(offered(["es-US", "en"], "es")).toBe(false);
  });
  it("goes at once on 'No, thanks', and stays gone on the next page", () => {
    expect(offered(["es"], "en")).toBe(true);
    document.body.innerHTML =
      '<aside><button type="button" data-language-offer-dismiss="">x</button></aside>';
    document.querySelector("button")!.click();
    expect(document.documentElement.hasAttribute("data-language-offer")).toBe(false);
    expect(window.localStorage.getItem(languageOfferDismissedKey)).toBe("1");
    expect(offered(["es"], "en")).toBe(false);
  });
  it("ignores clicks elsewhere", () => {
    expect(offered(["es"], "en")).toBe(true);
    document.body.innerHTML = "<p>text</p>";
    document.querySelector("p")!.click();
    expect(document.documentElement.hasAttribute("data-language-offer")).toBe(true);
  });
});
