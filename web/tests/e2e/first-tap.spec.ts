import { expect, test } from "@playwright/test";
import { accordionSummary as summary, waitForHydration } from "./helpers";

// Issue 37: a tap on a control as soon as it is painted is carried out, on a phone as Lighthouse
// throttles one (CPU x4, 150 ms latency, 1.6 Mbit/s down), and with JavaScript off. These are the
// controls that work as HTML (<details> accordions), so no script has to arrive first.
const controls: [path: string, heading: string | RegExp][] = [
  ["/workplace-rights", "Am I protected if I am undocumented?"],
  ["/results", /^Discrimination Cases/],
  ["/", "Workplace Discrimination"],
];

test.describe("a first tap on a throttled phone", { tag: "@phone-only" }, () => {
  for (const [path, heading] of controls) {
    test(`opens ${path}'s accordion item before the scripts have run, and it stays open`, async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(path, { waitUntil: "commit" });
      const item = summary(page, heading);
      await item.click(); // as soon as it is visible and stable
      await expect(item.locator("xpath=..")).toHaveAttribute("open", "");
      await waitForHydration(page);
      await expect(item.locator("xpath=..")).toHaveAttribute("open", "");
    });
  }
});

test.describe("the same controls without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, heading] of controls) {
    test(`${path}'s accordion item opens and closes`, async ({ page }) => {
      await page.goto(path);
      const item = summary(page, heading);
      await item.click();
      await expect(item.locator("xpath=..")).toHaveAttribute("open", "");
      await item.click();
      await expect(item.locator("xpath=..")).not.toHaveAttribute("open");
    });
  }
});
