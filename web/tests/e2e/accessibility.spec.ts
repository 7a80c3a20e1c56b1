import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtPages } from "./built-pages";
import { languageOfPage, onePagePerTemplate } from "../../scripts/built-pages.ts";
import { batchesOf, problemsOnPages } from "./helpers";

// axe-core on one prerendered page of each template and language, against WCAG 2.2 AA: the
// English templates at the desktop width, the Spanish ones (the same templates with longer words)
// at the phone width, where target size and reflow bite (docs/testing.md). Any violation fails
// with its page, rule and elements. Pages of one template share their markup; every page's
// hydration is checked in hydration.spec.ts, and the link and head-tag checks cover every page
// without a browser. The templates go in batches of 8, each in one test and one browser tab, so
// the scripts they share come from the cache: each page is still a full load of its own
// prerendered HTML.
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const templates = onePagePerTemplate(builtPages());
const batches = (["en", "es"] as const).flatMap((language) =>
  batchesOf(
    templates.filter((page) => languageOfPage(page) === language),
    8,
  ).map((paths) => ({ paths, tag: language === "es" ? ["@phone-only"] : [] })),
);

for (const { paths, tag } of batches) {
  test(
    `${paths.join(", ")}: hydrate without errors, no WCAG 2.2 AA violations`,
    { tag },
    async ({ page }) => {
      test.setTimeout(30_000 + paths.length * 20_000);
      const failures = await problemsOnPages(page, paths, async () => {
        const found: string[] = [];
        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        for (const v of results.violations)
          found.push(`${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        // WCAG 1.4.10 (reflow): nothing may widen the page beyond the screen, phones included.
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (pageWidth > page.viewportSize()!.width)
          found.push(`page wider than the screen (${pageWidth} px)`);
        // The console errors that follow: a hydration mismatch means the prerendered HTML is not
        // the page the visitor gets.
        return found;
      });
      expect(failures).toEqual([]);
    },
  );
}
