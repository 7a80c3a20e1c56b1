import { expect, test } from "@playwright/test";
import { collectErrors, waitForLive } from "./helpers";

test("the home page is served prerendered by the C++ server and hydrates without errors", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("text/html");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"));
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain("unsafe-inline");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("You have rights in California");
  await expect(page).toHaveTitle(/Golden Coast Workers Law/);
  await waitForLive(page);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the home page HTML has its content and head tags before any JavaScript runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("You have rights in California");
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(
    /free, confidential/,
  );
  await expect(
    page.getByText("Attorney Advertisement | Prior results do not guarantee a similar outcome."),
  ).toBeVisible();
  await context.close();
});

test.describe("desktop navigation", () => {
  test("the Services dropdown navigates and the breadcrumbs follow", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    await waitForLive(page);
    const main = page.getByRole("navigation", { name: "Main" });
    await main.locator("summary", { hasText: "Services" }).click();
    await main.getByRole("link", { name: "Wage & Hour" }).click();
    await expect(page).toHaveURL(/\/services\/wage-hour$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wage & Hour");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "/Services", "/Wage & Hour"]);
    await expect(crumbs.getByRole("link")).toHaveCount(2);
    await crumbs.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    expect(errors).toEqual([]);
  });

  test("the About dropdown opens on hover and from the keyboard", async ({ page }) => {
    await page.goto("/about");
    await waitForLive(page);
    const about = page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "About" });
    const details = about.locator("xpath=..");
    await about.hover();
    await expect(details).toHaveAttribute("open", "");
    await page.mouse.move(5, 500);
    await expect(details).not.toHaveAttribute("open");
    await about.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Our Firm" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/attorneys$/);
  });
});

test.describe("small screens", { tag: "@phone-only" }, () => {
  test("the menu opens, holds the same items and closes when an item is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForLive(page);
    await page.locator("summary", { hasText: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Our Attorneys" }).click();
    await expect(page).toHaveURL(/\/attorneys$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our attorneys");
  });
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await waitForLive(page);
  const footer = page.getByRole("navigation", { name: "Footer" });
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the stats ticker moves, and its pause button stops it", async ({ page }) => {
  await page.goto("/");
  await waitForLive(page);
  const track = page.getByTestId("ticker-track");
  await track.scrollIntoViewIfNeeded();
  const x = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  await expect.poll(x).toBeLessThan(-3);
  await page.getByRole("button", { name: /^Pause/ }).click();
  const stopped = await x();
  await page.waitForTimeout(300);
  expect(await x()).toBe(stopped);
});

test("the stats ticker does not move under reduced motion", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  await waitForLive(page);
  await page.waitForTimeout(400);
  const x = await page.getByTestId("ticker-track").evaluate((el) => getComputedStyle(el).transform);
  expect(x === "none" || x === "matrix(1, 0, 0, 1, 0, 0)").toBe(true);
  await expect(page.getByRole("button", { name: /^Play/ })).toBeVisible();
  await context.close();
});
