import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtPages } from "./built-pages";
import { onePagePerTemplate } from "../../scripts/built-pages.ts";
import { collectErrors, waitForHydration } from "./helpers";

// axe-core on one prerendered page of each template, at the desktop and the phone width (the two
// projects of playwright.config.ts), against WCAG 2.2 AA. Any violation fails with its rule and
// elements. Pages of one template share their markup; every page's hydration is checked in
// hydration.spec.ts, and the link and head-tag checks cover every page without a browser.
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const path of onePagePerTemplate(builtPages())) {
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
