import { expect, test } from "@playwright/test";
import { waitForLive } from "./helpers";

const alt = "Illustration of three workers in front of city buildings by the coast";

test("images load lazily, as the smaller WebP variant", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/images/")) requested.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  const image = page.getByRole("img", { name: alt });
  await expect(image).toHaveAttribute("loading", "lazy");
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(800);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/images\/workers-illustration\.800\.webp$/,
  );
  expect(requested).toEqual(["/images/workers-illustration.800.webp"]);
});

test("a failed image shows 'Image unavailable'", async ({ page }) => {
  await page.route("**/images/**", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  await waitForLive(page);
  await page.getByRole("heading", { name: "How we can help" }).scrollIntoViewIfNeeded();
  await expect(page.getByText("Image unavailable")).toBeVisible();
  await expect(page.getByRole("img", { name: `${alt} (image unavailable)` })).toBeVisible();
});
