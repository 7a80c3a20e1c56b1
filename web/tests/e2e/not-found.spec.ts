import { expect, test } from "@playwright/test";
import { collectErrors, waitForLive } from "./helpers";

const cases = [
  { url: "/services/nope", heading: "Service Not Found", link: "View All Services", target: /\/services$/ },
  { url: "/blog/no-such-post", heading: "Blog Post Not Found", link: "Return to Blog", target: /\/blog$/ },
  {
    url: "/results/no-such-category",
    heading: "Case Not Found",
    link: "View All Case Results",
    target: /\/results$/,
  },
  {
    url: "/results/wage-and-hour/99",
    heading: "Case Not Found",
    link: "View All Case Results",
    target: /\/results$/,
  },
  { url: "/no/such/page", heading: "Page Not Found", link: "Go to the Home Page", target: /\/$/ },
];

for (const c of cases) {
  test(`${c.url} answers 404 with '${c.heading}', hydrates, and its link works`, async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto(c.url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
    await waitForLive(page);
    // Public pages are documents (docs/decisions/0019): the link loads the section's page, which
    // hydrates in turn, and Back returns to the not-found page.
    await page.getByRole("main").getByRole("link", { name: c.link }).click();
    await expect(page).toHaveURL(c.target);
    await waitForLive(page);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  });

  test(`${c.url} shows '${c.heading}' with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(c.url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
    await expect(page.getByRole("main").getByRole("link", { name: c.link })).toBeVisible();
    await context.close();
  });
}
