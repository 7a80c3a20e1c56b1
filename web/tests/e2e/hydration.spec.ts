import { expect, test } from "@playwright/test";
import { builtPages } from "./built-pages";
import { collectErrors, waitForHydration } from "./helpers";

// Every page, loaded directly: the prerendered HTML must hydrate without a mismatch and without a
// single console error (CSP refusals and React hydration errors both land there).
test.describe("every page hydrates cleanly", () => {
  test.skip(({ isMobile }) => isMobile, "one width is enough to catch hydration errors");
  for (const path of builtPages()) {
    test(path, async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.waitForTimeout(150);
      expect(errors).toEqual([]);
    });
  }
});
