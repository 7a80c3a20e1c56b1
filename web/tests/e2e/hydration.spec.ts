import { expect, test } from "@playwright/test";
import { builtPages } from "./built-pages";
import { batchesOf, openLive, problemsOnPages } from "./helpers";

// Every page, loaded directly: it must go live (a page that hydrates, without a mismatch) without a
// single console error (CSP refusals and React hydration errors both land there). The pages go in
// batches of 20, each in one test and one browser tab, so the scripts they share come from the
// cache: each page is still a full load of its own prerendered HTML.
const batches = batchesOf(builtPages(), 20);

test.describe("every page goes live without an error", () => {
  for (const paths of batches) {
    test(`${paths[0]} to ${paths.at(-1)} (${paths.length} pages)`, async ({ page }) => {
      test.setTimeout(30_000 + paths.length * 5_000);
      // Nothing to find but the console errors of each load, given 150 ms to arrive.
      const failures = await problemsOnPages(page, paths, async () => {
        await page.waitForTimeout(150);
        return [];
      });
      expect(failures).toEqual([]);
    });
  }
});

// The prerendered page is the whole first paint: its scripts are asked for only after it has been
// painted (scripts/page-loader.ts, docs/decisions/0020), not fetched while the page is drawn.
test("a page's scripts start after its first paint", async ({ page }) => {
  await openLive(page, "/blog/california-minimum-wage-2025");
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((e) => /\/assets\/pages\/[^/]+\.js$/.test(new URL(e.name).pathname))
      .map((e) => e.startTime);
    return { paint, scripts };
  });
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThanOrEqual(2);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!);
});
