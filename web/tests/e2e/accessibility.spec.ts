import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtPages } from "./built-pages";
import { collectErrors, waitForHydration } from "./helpers";

// axe-core on every prerendered page, at the desktop and the phone width (the two projects of
// playwright.config.ts), against WCAG 2.2 AA. Any violation fails with its rule and elements.
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const path of builtPages()) {
  test(`${path} hydrates without errors and has no WCAG 2.2 AA violations`, async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary).toEqual([]);
    // WCAG 1.4.10 (reflow): nothing may widen the page beyond the screen, phones included.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, "page wider than the screen").toBeLessThanOrEqual(page.viewportSize()!.width);
    // A hydration mismatch means the prerendered HTML is not the page the visitor gets.
    expect(errors).toEqual([]);
  });
}
