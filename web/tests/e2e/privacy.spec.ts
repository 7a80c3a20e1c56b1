import { expect, test, type Page } from "@playwright/test";
import { waitForLive } from "./helpers";

// The second web server of playwright.config.ts serves the same site with GTAG_ID and
// META_PIXEL_ID set. Third-party hosts are unreachable here, so the tests answer them with stub
// scripts and record every request that reaches them.
const trackingBase = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18_080) + 1}`;
const thirdParty =
  /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|www\.google-analytics\.com|www\.facebook\.com)\//;

async function recordThirdParty(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(thirdParty, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stub tag */" });
  });
  return requests;
}

const leadEvents = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []).filter(
        (call) => call[0] === "track" && call[1] === "Lead",
      ).length,
  );

test.describe("third-party tags and consent", () => {
  test("the CSP allows exactly the configured hosts, and none by default", async ({ request }) => {
    const tracked = (await request.get(`${trackingBase}/`)).headers()["content-security-policy"]!;
    expect(tracked).toContain("script-src 'self'");
    expect(tracked).toContain("https://www.googletagmanager.com");
    expect(tracked).toContain("https://connect.facebook.net");
    const plain = (await request.get("/")).headers()["content-security-policy"]!;
    expect(plain).not.toContain("https://");
    expect(await (await request.get("/api/tracking-config")).json()).toEqual({
      gtagId: null,
      metaPixelId: null,
    });
  });

  test("nothing third-party loads before consent; after Accept the tags load and Lead fires once on /thank-you", async ({
    page,
  }) => {
    const requests = await recordThirdParty(page);
    await page.goto(`${trackingBase}/`);
    await waitForLive(page);
    const banner = page.getByRole("region", { name: "Your privacy choices" });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe("undefined");

    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.some((u) => u.startsWith("https://www.googletagmanager.com/gtag/js?id=G-E2ETEST1"))).toBe(
      true,
    );
    expect(requests.some((u) => u.startsWith("https://connect.facebook.net/"))).toBe(true);

    await page.goto(`${trackingBase}/thank-you`);
    await waitForLive(page);
    await expect.poll(() => leadEvents(page)).toBe(1);
    await page.waitForTimeout(300);
    expect(await leadEvents(page)).toBe(1);
    await expect(page.getByRole("region", { name: "Your privacy choices" })).toHaveCount(0);
  });

  test("Decline keeps every tag off, and 'Your Privacy Choices' can change the answer", async ({ page }) => {
    const requests = await recordThirdParty(page);
    await page.goto(`${trackingBase}/thank-you`);
    await waitForLive(page);
    await page
      .getByRole("region", { name: "Your privacy choices" })
      .getByRole("button", { name: "Decline" })
      .click();
    await page.reload();
    await waitForLive(page);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    expect(await leadEvents(page)).toBe(0);
    await page.getByRole("button", { name: "Your Privacy Choices" }).click();
    await page
      .getByRole("region", { name: "Your privacy choices" })
      .getByRole("button", { name: "Accept" })
      .click();
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(2);
  });

  test("with Global Privacy Control on, nothing loads even after an earlier Accept", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
      localStorage.setItem("privacy-choice", "accepted");
    });
    const requests = await recordThirdParty(page);
    await page.goto(`${trackingBase}/thank-you`);
    await waitForLive(page);
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(await leadEvents(page)).toBe(0);
    await page.getByRole("button", { name: "Your Privacy Choices" }).click();
    const panel = page.getByRole("region", { name: "Your privacy choices" });
    await expect(panel).toContainText("Global Privacy Control");
    await expect(panel.getByRole("button", { name: "Accept" })).toHaveCount(0);
  });
});

test("internal_link_click reaches the global tag function with target, text, priority and category", async ({
  page,
}) => {
  // The link loads the next page (docs/decisions/0019), so the calls are kept in session storage,
  // where the next page's copy of this script finds them.
  await page.addInitScript(() => {
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => {
      const calls = JSON.parse(sessionStorage.getItem("gtagCalls") ?? "[]") as unknown[][];
      sessionStorage.setItem("gtagCalls", JSON.stringify([...calls, args]));
    };
  });
  await page.goto("/");
  await waitForLive(page);
  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Privacy Policy" })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  const calls = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem("gtagCalls") ?? "[]") as unknown[][],
  );
  expect(calls).toContainEqual([
    "event",
    "internal_link_click",
    { target: "/privacy", text: "Privacy Policy", priority: "low", category: "footer" },
  ]);
});
