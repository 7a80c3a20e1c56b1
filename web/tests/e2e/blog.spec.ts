import { expect, test, type Page } from "@playwright/test";
import { accordionSummary as summary, collectErrors, waitForLive } from "./helpers";

const articles = [
  "california-ai-workplace-laws",
  "california-final-paycheck-law",
  "california-gig-worker-rights-ab5",
  "california-minimum-wage",
  "california-minimum-wage-2025",
  "california-pregnancy-leave-cfra",
  "remote-work-rights-california",
  "retaliation-for-reporting-california",
].map((slug) => `/blog/${slug}`);
const guides = [
  { url: "/guides/fired-for-reporting-harassment", back: "/services" },
  { url: "/guides/proving-workplace-discrimination", back: "/services/discrimination" },
  { url: "/guides/california-overtime-laws", back: "/services/wage-hour" },
];
const wageArticle = "/blog/california-minimum-wage-2025";

type LdNode = Record<string, unknown> & { "@type"?: string };

async function jsonLd(page: Page): Promise<LdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as LdNode);
}

test.describe("blog list", () => {
  test("lists exactly eight articles, each linking to its page", async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    const cards = page.getByRole("list", { name: "Articles" }).getByRole("listitem");
    await expect(cards).toHaveCount(8);
    const hrefs = await cards
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual([...articles].sort());
  });
});

test.describe("article and guide pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const url of [...articles, ...guides.map((g) => g.url)]) {
    test(`${url} answers 200 with its full text and Article + BreadcrumbList JSON-LD`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const heading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      expect(heading.length).toBeGreaterThan(10);
      const main = page.getByRole("main");
      // The legal note closes every article, so the whole body was rendered before it.
      await expect(main.getByText("General information, not legal advice.")).toBeVisible();
      expect((await main.innerText()).length).toBeGreaterThan(2500);

      const nodes = await jsonLd(page);
      const article = nodes.find((n) => n["@type"] === "Article")!;
      expect(article).toBeDefined();
      expect(article.headline).toBe(heading);
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // A verified author is a Person; while the signing profile is a sample, the firm is the
      // author (tests/unit/seo-build.test.ts checks which, against the content).
      const author = article.author as LdNode;
      expect(["Person", "Organization"]).toContain(author["@type"]);
      expect(String(author.name).length).toBeGreaterThan(3);
      expect((article.publisher as LdNode)["@type"]).toBe("Organization");
      expect((article.image as string[])[0]).toMatch(/^https:\/\/.+\/images\/.+\.png$/);
      const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList")!;
      const items = crumbs.itemListElement as LdNode[];
      expect(items[0]!.name).toBe("Home");
      expect(items.at(-1)!.name).toBe(heading);
      expect(String(items.at(-1)!.item)).toMatch(new RegExp(`${url}$`));
    });
  }

  test("the 2025 article shows the city table, and its FAQ answers open", async ({ page }) => {
    await page.goto(wageArticle);
    await expect(page.getByText("Important Updates")).toBeVisible();
    const table = page.getByRole("table").filter({ hasText: "2025 Rate" });
    await expect(table.getByRole("columnheader")).toHaveText(["City", "2025 Rate", "Increase"]);
    await expect(table.getByRole("row", { name: /Oakland/ })).toContainText("$16.89");
    const answer = page.getByText("For 2026 the state set its rate at $16.90 an hour.");
    await expect(answer).toBeHidden();
    await answer.locator("xpath=ancestor::details[1]/summary").click();
    await expect(answer).toBeVisible();
  });
});

test.describe("legal figures on the day the page is read", () => {
  test("a page built today shows, on a later day, that day's figures once it has loaded", async ({
    page,
  }) => {
    // The prerendered HTML holds the build day's figures; the browser's clock says July 2, 2027.
    await page.clock.setFixedTime(new Date("2027-07-02T20:00:00Z"));
    const errors = collectErrors(page);
    await page.goto("/blog/california-minimum-wage");
    await waitForLive(page);
    // The table holds one body per day on which it changes; the page shows the reader's day's.
    const row = (id: string) => page.locator(`tbody:visible [data-figure-row="${id}"]`);
    await expect(row("health-care-clinics")).toContainText("$25.00 an hour");
    await expect(row("health-care-clinics")).toContainText("since July 1, 2027");
    await expect(row("state-minimum-wage").locator("[data-figure-overdue]")).toContainText(
      "Was due to change on January 1, 2027",
    );
    await expect(page.getByText("Rates in force on July 2, 2027.")).toBeVisible();
    await expect(page.getByText(/Figures checked: \w+ \d{4}/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("the 2025 minimum wage article", () => {
  test("FAQ questions open and close their answers by mouse and keyboard, one at a time", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(wageArticle);
    await waitForLive(page);
    const faq = page.locator("[data-faq]");
    await expect(faq.locator("details")).toHaveCount(5);
    await expect(faq.locator("details[open]")).toHaveCount(0);

    const first = summary(page, "What was the California minimum wage in 2025?");
    const answer = page.getByText("$16.50 an hour for all employers from January 1, 2025.");
    await expect(answer).toBeHidden();
    await first.click();
    await expect(answer).toBeVisible();
    await first.click();
    await expect(answer).toBeHidden();

    const second = summary(page, /Which one applies\?/);
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/The higher one\./)).toBeVisible();
    // One answer open at a time, as in every accordion of the site.
    await first.click();
    await expect(answer).toBeVisible();
    await expect(page.getByText(/The higher one\./)).toBeHidden();
    await second.focus();
    await page.keyboard.press("Space");
    await expect(page.getByText(/The higher one\./)).toBeVisible();
    await expect(answer).toBeHidden();
    await page.keyboard.press("Space");
    await expect(faq.locator("details[open]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("'Get Free Wage Violation Review' opens the case review dialog", async ({ page }) => {
    await page.goto(wageArticle);
    await waitForLive(page);
    await page.getByRole("link", { name: "Get Free Wage Violation Review" }).click();
    await expect(page.getByRole("dialog", { name: "Free case review" })).toBeVisible();
  });

  test("has a phone link and the spec's related links", async ({ page }) => {
    await page.goto(wageArticle);
    await expect(page.getByRole("main").locator('a[href^="tel:+1"]').first()).toBeVisible();
    const related = page.getByRole("navigation", { name: "Related pages" });
    for (const href of [
      "/services/wage-hour",
      "/services/discrimination",
      "/services/wrongful-termination",
      "/blog/california-gig-worker-rights-ab5",
      "/guides/california-overtime-laws",
      "/workplace-rights",
    ])
      await expect(related.locator(`a[href="${href}"]`)).toHaveCount(1);
  });
});

test.describe("guides", () => {
  for (const guide of guides) {
    test(`${guide.url} has its Back link and a Get Free Case Review button`, async ({ page }) => {
      await page.goto(guide.url);
      await waitForLive(page);
      await expect(page.getByRole("main").locator(`a[href="${guide.back}"]`).first()).toBeVisible();
      await page.getByRole("link", { name: "Get Free Case Review" }).click();
      await expect(page.getByRole("dialog", { name: "Free case review" })).toBeVisible();
    });
  }
});

test("an unknown article answers 404 with 'Blog Post Not Found' and 'Return to Blog'", async ({ page }) => {
  const response = await page.goto("/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
  await page.getByRole("main").getByRole("link", { name: "Return to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
