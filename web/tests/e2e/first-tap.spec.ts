import { expect, test, type Locator, type Page } from "@playwright/test";
import { accordionSummary, holdRequests, waitForLive } from "./helpers";

// Issue 37: a tap on a control as soon as it is painted is carried out, on a phone as Lighthouse
// throttles one (CPU x4, 150 ms latency, 1.6 Mbit/s down), and with JavaScript off. These are the
// controls that work as HTML (<details>), so no script has to arrive first: each template's
// accordions (a results category's examples inside it), the attorney profiles and the small-screen
// menu. `within`, when given, is the summary of the item that holds the control, tapped first.
type Control = {
  path: string;
  name: string;
  summary: (page: Page) => Locator;
  within?: (page: Page) => Locator;
};
const accordion = (path: string, heading: string | RegExp): Control => ({
  path,
  name: `${path}'s accordion item`,
  summary: (page) => accordionSummary(page, heading),
});
const controls: Control[] = [
  accordion("/workplace-rights", "Am I protected if I am undocumented?"),
  accordion("/results", /^Discrimination Cases/),
  {
    path: "/results",
    name: "/results' first example of a category",
    within: (page) => accordionSummary(page, /^Wrongful Termination/),
    summary: (page) =>
      accordionSummary(page, /^Wrongful Termination/)
        .locator("xpath=..")
        .locator("details > summary")
        .first(),
  },
  accordion("/", "Workplace Discrimination"),
  accordion("/services/wage-hour", "When do I get overtime in California?"),
  accordion("/blog/california-minimum-wage-2025", "What was the California minimum wage in 2025?"),
  {
    path: "/attorneys",
    name: "/attorneys' profile",
    summary: (page) => page.locator("summary", { hasText: "of Alex Morgan" }),
  },
  {
    path: "/es/about",
    name: "/es/about's small-screen menu",
    summary: (page) => page.locator("summary", { hasText: "Abrir el menú" }),
  },
];

/** Throttles the page as Lighthouse throttles a phone. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

test.describe("a first tap on a throttled phone", { tag: "@phone-only" }, () => {
  for (const control of controls) {
    test(`opens ${control.name} before the scripts have run, and it stays open`, async ({ page }) => {
      await throttle(page);
      await page.goto(control.path, { waitUntil: "commit" });
      await control.within?.(page).click();
      const summary = control.summary(page);
      await summary.click(); // as soon as it is visible and stable
      await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
      await waitForLive(page);
      await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
    });
  }

  // A control that needs the script: the tap is held until the page is live, then carried out.
  // The page's scripts are held back until the tap has been made, so it always comes first.
  for (const path of ["/privacy", "/services/wage-hour"]) {
    test(`${path}: "Your Privacy Choices", tapped before the scripts have run, opens once they have`, async ({
      page,
    }) => {
      const release = await holdRequests(page, "**/assets/**/*.js");
      await throttle(page);
      await page.goto(path, { waitUntil: "commit" });
      await page.getByRole("button", { name: "Your Privacy Choices" }).click();
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-live"))).toBe(false);
      release();
      await waitForLive(page);
      await expect(page.getByRole("heading", { name: "Your privacy choices" })).toBeVisible();
    });
  }
});

// An island hydrated at load: /form's case review. "Start" is a button that needs React; tapped
// before the island is hydrated, it is held and carried out once it is.
test(
  "/form: 'Start', tapped before the case review's script has run, starts it once it runs",
  { tag: "@phone-only" },
  async ({ page }) => {
    const release = await holdRequests(page, "**/assets/**/*.js");
    await throttle(page);
    await page.goto("/form", { waitUntil: "commit" });
    await page.getByRole("main").getByRole("button", { name: "Start" }).click();
    expect(await page.locator("[data-island-live]").count()).toBe(0);
    release();
    await waitForLive(page);
    await expect(page.getByRole("checkbox", { name: /Wage & Hour/ })).toBeVisible();
  },
);

// An island hydrated on intent: /book's form works as HTML until the first touch, focus or key in
// it loads React. What is typed and chosen before then stays, in the page and in the form's state.
test(
  "/book: answers given before the form's script has run are kept once it runs",
  { tag: "@phone-only" },
  async ({ page }) => {
    const release = await holdRequests(page, "**/assets/**/*.js");
    const slotsAsked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/booking/slots")) slotsAsked.push(new URL(r.url()).search);
    });
    await throttle(page);
    await page.goto("/book", { waitUntil: "commit" });
    await page.getByLabel("First name", { exact: true }).fill("Rosa");
    await page.getByRole("radio", { name: "Spanish", exact: true }).check();
    expect(await page.locator("[data-island-live]").count()).toBe(0);
    release();
    await page.locator('[data-island="book"][data-island-live]').waitFor();
    // The picker of times takes the server's list's place, for the call language chosen before.
    await expect.poll(() => slotsAsked.at(-1), { timeout: 15_000 }).toBe("?language=es");
    await page.getByLabel("Last name").fill("Calderón"); // a render that would put React's old values back
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Rosa");
    await expect(page.getByRole("radio", { name: "Spanish", exact: true })).toBeChecked();
  },
);

test.describe("the same controls without JavaScript", { tag: "@phone-only" }, () => {
  test.use({ javaScriptEnabled: false });
  for (const control of controls) {
    test(`${control.name} opens and closes`, async ({ page }) => {
      await page.goto(control.path);
      await control.within?.(page).click();
      const summary = control.summary(page);
      await summary.click();
      await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
      await summary.click();
      await expect(summary.locator("xpath=..")).not.toHaveAttribute("open");
    });
  }
});

// The rights check is native radios whose verdicts and results panel the stylesheet shows
// (components/sections/rights-check.tsx): answers tapped before any script show their verdicts
// and the panel at once, and they stay once the page is live. (With JavaScript on and off, after
// the load: pages.spec.ts.)
test(
  "the rights check, answered on a throttled phone before the scripts have run, shows its verdicts, and they stay",
  { tag: "@phone-only" },
  async ({ page }) => {
    await throttle(page);
    await page.goto("/workplace-rights", { waitUntil: "commit" });
    const check = page.locator("[data-rights-check]");
    const [treatment, reported] = [check.locator("fieldset").nth(0), check.locator("fieldset").nth(1)];
    const verdicts = (fieldset: Locator) =>
      fieldset.locator(".rights-feedback > p").filter({ visible: true });
    const result = check.getByRole("heading", { name: "You may have a valid case" });
    await treatment.getByRole("radio", { name: "Yes" }).check();
    await expect(verdicts(treatment)).toHaveCount(1);
    await expect(verdicts(treatment)).toContainText(
      /Points to a possible claim\. Unfair treatment because of/,
    );
    await expect(result).toBeHidden();
    await reported.getByRole("radio", { name: "No" }).check();
    await expect(verdicts(reported)).toContainText(
      /Does not point to a claim by itself\. You can still have a claim/,
    );
    await expect(result).toBeVisible();
    await waitForLive(page);
    await expect(treatment.getByRole("radio", { name: "Yes" })).toBeChecked();
    await expect(result).toBeVisible();
  },
);

// The top bar's dropdowns are <details> too (components/layout/nav-dropdown.tsx), at desktop widths.
async function openServicesMenu(page: Page) {
  const summary = page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Services" });
  await summary.click();
  await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
  return page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wage & Hour" });
}

test.describe("the Services dropdown", () => {
  test("opens when tapped before the scripts have run on a throttled connection, and its link works", async ({
    page,
  }) => {
    await throttle(page);
    await page.goto("/about", { waitUntil: "commit" });
    const link = await openServicesMenu(page);
    await waitForLive(page);
    await link.click();
    await expect(page).toHaveURL(/\/services\/wage-hour$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("opens, and its link works", async ({ page }) => {
      await page.goto("/about");
      const link = await openServicesMenu(page);
      await link.click();
      await expect(page).toHaveURL(/\/services\/wage-hour$/);
    });
  });
});
