import { expect, test } from "@playwright/test";
import { builtPages } from "./built-pages";
import { collectErrors, waitForHydration } from "./helpers";

// Every page, loaded directly: the prerendered HTML must hydrate without a mismatch and without a
// single console error (CSP refusals and React hydration errors both land there). The pages go in
// batches of 20, each in one test and one browser tab, so the scripts they share come from the
// cache: each page is still a full load of its own prerendered HTML.
const batchSize = 20;
const pages = builtPages();
const batches: string[][] = [];
for (let start = 0; start < pages.length; start += batchSize) {
  batches.push(pages.slice(start, start + batchSize));
}

test.describe("every page hydrates cleanly", () => {
  test.skip(({ isMobile }) => isMobile, "one width is enough to catch hydration errors");
  for (const paths of batches) {
    test(`${paths[0]} to ${paths.at(-1)} (${paths.length} pages)`, async ({ page }) => {
      test.setTimeout(30_000 + paths.length * 5_000);
      const errors = collectErrors(page);
      const failures: string[] = [];
      for (const path of paths) {
        errors.length = 0;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        await page.waitForTimeout(150);
        failures.push(...errors.map((error) => `${path}: ${error}`));
      }
      expect(failures).toEqual([]);
    });
  }
});
