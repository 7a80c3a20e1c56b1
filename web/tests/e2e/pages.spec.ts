import { expect, test, type Locator, type Page } from "@playwright/test";
import { builtPages } from "./built-pages";
import { accordionSummary as summary, collectErrors, waitForLive } from "./helpers";

async function open(page: Page, path: string) {
  const errors = collectErrors(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForLive(page);
  return errors;
}

test.describe("prerendered content", () => {
  // Text each page must carry in its HTML before any JavaScript runs (closed panels included).
  const expected: Record<string, string[]> = {
    "/": [
      "How it works",
      "10+ Attorneys",
      "Illustrative story, not an actual client",
      "Does a case review cost anything?",
    ],
    "/services": ["Workplace Discrimination", "Step-by-step guides", "Not sure which one fits?"],
    "/services/discrimination": ["Six common types of discrimination", "Example results", "Back to Services"],
    "/services/harassment": ["Confidential Help", "/results/harassment-claims"],
    "/services/wage-hour": [
      "Overtime rules in California",
      "Meal and rest breaks",
      "Labor Code 226.7",
      "/results/wage-and-hour",
    ],
    "/services/wrongful-termination": ["Signs your firing may have been illegal"],
    "/results": ["Discrimination Cases", "Wrongful Termination", "each keep their own practice"],
    "/results/wage-and-hour/3": [
      "Resolution Time: Approximately 90 days",
      "How we helped",
      "Get Free Case Review",
      "$59,000",
    ],
    "/attorneys": ["View Full Profile", "+3 more", "Talk to our team"],
    "/workplace-rights": ["Quick rights check", "Afraid to report", "Am I protected if I am undocumented?"],
    "/about": ["What we stand for", "Our record"],
    "/about-us": ["What we stand for", "Our record"],
    "/form": ["Rather talk?", "Privacy policy"],
    // The firm's own booking form, a real form; the server put the open times in place of its marker.
    "/book": ['action="/api/call-bookings"', "Call me as soon as you can", "Book my call"],
    "/booking": ["Your call with our team"],
    // Without a link the server fills the agreement page with why (docs/agreement-page.md).
    "/agreement": ["Your fee agreement", "Open it with the link in the text message or e-mail we sent you."],
    "/thank-you": ["What happens next", "Schedule a call", "Your information is confidential"],
    "/privacy": [
      "Global Privacy Control",
      "Reply STOP",
      "HELP",
      "sensitive personal information",
      "independent attorney",
      "Back to Home",
    ],
    "/terms": ["Los Angeles County", "laws of the State of California", "Back to Home"],
    "/accessibility": ["WCAG", "Back to Home"],
    "/disclaimer": ["Prior results do not guarantee", "Back to Home"],
  };

  test("every public page answers 200 with its heading and content in the HTML", async ({ request }) => {
    for (const path of builtPages()) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      // React separates adjacent text with <!-- --> in prerendered HTML.
      const html = (await response.text()).replaceAll("<!-- -->", "");
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, path).not.toMatch(/<title>[^<]*Not Found/);
      for (const text of expected[path] ?? [])
        expect(html, `${path}: ${text}`).toContain(text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
    }
  });

  test("unknown result categories and indexes answer 404 'Case Not Found'", async ({ request }) => {
    for (const path of [
      "/results/wage-hour",
      "/results/harassment-claims/10",
      "/results/harassment-claims/01x",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Case Not Found");
    }
  });
});

test("the hero ripples: never more than two, paused by its button, none under reduced motion", async ({
  page,
  browser,
}) => {
  await open(page, "/");
  const ripples = page.getByTestId("hero-ripple");
  await expect(ripples.first()).toBeAttached({ timeout: 4000 });
  let most = 0;
  for (let i = 0; i < 16; i++) {
    most = Math.max(most, await ripples.count());
    await page.waitForTimeout(200);
  }
  expect(most).toBeGreaterThanOrEqual(1);
  expect(most).toBeLessThanOrEqual(2);
  await page.getByRole("button", { name: "Stop the button animation" }).click();
  await page.waitForTimeout(800);
  await page.waitForTimeout(1600);
  await expect(ripples).toHaveCount(0);

  const context = await browser.newContext({ reducedMotion: "reduce" });
  const calm = await context.newPage();
  await calm.goto("/");
  await waitForLive(calm);
  await calm.waitForTimeout(3200);
  await expect(calm.getByTestId("hero-ripple")).toHaveCount(0);
  await expect(calm.getByRole("button", { name: "Stop the button animation" })).toHaveCount(0);
  await context.close();
});

test("the home services accordion works from the keyboard, one item at a time", async ({ page }) => {
  const errors = await open(page, "/");
  const first = summary(page, "Workplace Discrimination");
  const second = summary(page, "Sexual Harassment");
  const isOpen = (item: Locator) => item.locator("xpath=..");
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(isOpen(first)).toHaveAttribute("open", "");
  await expect(page.getByRole("link", { name: "Learn More about workplace discrimination" })).toBeVisible();
  await second.focus();
  await page.keyboard.press("Space");
  await expect(isOpen(second)).toHaveAttribute("open", "");
  await expect(isOpen(first)).not.toHaveAttribute("open");
  await page.keyboard.press("Enter");
  await expect(isOpen(second)).not.toHaveAttribute("open");
  await first.click();
  await page.getByRole("link", { name: "Learn More about workplace discrimination" }).click();
  await expect(page).toHaveURL(/\/services\/discrimination$/);
  expect(errors).toEqual([]);
});

test(
  "the testimonials carousel: dots follow the scroll, buttons and arrow keys wrap around",
  { tag: "@phone" },
  async ({ page, isMobile }) => {
    await open(page, "/");
    const scroller = page.getByTestId("carousel-scroller");
    await scroller.scrollIntoViewIfNeeded();
    const dot = (n: number) => page.getByRole("button", { name: `Show story ${n} of 4` });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    // One story per view on a phone, two from 768 px: scroll by one item width.
    await scroller.evaluate((el, mobile) => {
      el.scrollTo({ left: mobile ? el.clientWidth : el.clientWidth / 2, behavior: "instant" });
    }, isMobile);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expect(dot(1)).not.toHaveAttribute("aria-current", "true");

    await dot(4).click();
    await expect(dot(4)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Next story" }).click();
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Previous story" }).click();
    await expect(dot(4)).toHaveAttribute("aria-current", "true");

    await scroller.focus();
    await page.keyboard.press("ArrowRight");
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowRight");
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
  },
);

test("case results: one category and one example open, and a new category closes the example", async ({
  page,
}) => {
  const errors = await open(page, "/results");
  const discrimination = summary(page, /^Discrimination Cases/);
  const harassment = summary(page, /^Harassment Claims/);
  const category = discrimination.locator("xpath=..");
  await discrimination.focus();
  await page.keyboard.press("Enter");
  await expect(category).toHaveAttribute("open", "");
  const examples = category.locator("details");
  await expect(examples).toHaveCount(10);
  await examples.nth(1).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(examples.nth(1)).toHaveAttribute("open", "");
  await expect(category.getByText("replaced by a younger hire")).toBeVisible();
  await examples.nth(2).locator("summary").click();
  await expect(examples.nth(1)).not.toHaveAttribute("open");
  await expect(category.getByText("replaced by a younger hire")).toBeHidden();

  await harassment.click();
  await expect(category).not.toHaveAttribute("open");
  await expect(examples.nth(2)).toBeHidden();
  await discrimination.click();
  await expect(category).toHaveAttribute("open", "");
  await expect(examples.nth(2)).not.toHaveAttribute("open");

  await examples.nth(0).locator("summary").click();
  await category.getByRole("link", { name: /Read about this example/ }).click();
  await expect(page).toHaveURL(/\/results\/discrimination-cases\/0$/);
  await expect(page.getByText("Resolution Time: Approximately 90 days")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a category page lists its cases as cards linking to each case", async ({ page }) => {
  await open(page, "/results/harassment-claims");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(10);
  await cards.nth(4).getByRole("link").click();
  await expect(page).toHaveURL(/\/results\/harassment-claims\/4$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unwanted touching in a warehouse");
  await expect(page.getByRole("link", { name: "Get Free Case Review" })).toBeVisible();
});

test("attorney profiles open one at a time in place, from the keyboard", async ({ page }) => {
  const errors = await open(page, "/attorneys");
  await expect(page.getByText("+3 more")).toBeVisible();
  const view = (name: string) => page.locator("summary").filter({ hasText: `of ${name}` });
  await view("Alex Morgan").focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("region", { name: "Alex Morgan" });
  await expect(panel).toBeVisible();
  await expect(view("Alex Morgan").getByText("Hide Profile", { exact: true })).toBeVisible();
  await expect(view("Alex Morgan").getByText("View Full Profile", { exact: true })).toBeHidden();
  // The open card takes the row: its profile is as wide as the grid.
  const grid = (await page.locator("main ul.grid").first().boundingBox())!;
  expect((await panel.boundingBox())!.width).toBeGreaterThan(grid.width * 0.8);

  await view("Sam Patel").click();
  await expect(page.getByRole("region", { name: "Alex Morgan" })).toHaveCount(0);
  const sam = page.getByRole("region", { name: "Sam Patel" });
  await expect(sam.getByText("Pay stub violations")).toBeVisible();
  await sam.getByRole("button", { name: "Close profile of Sam Patel" }).press("Enter");
  await expect(sam).toHaveCount(0);
  await expect(view("Sam Patel")).toBeFocused();
  expect(errors).toEqual([]);
});

for (const javaScriptEnabled of [true, false]) {
  test(`the quick rights check scores answers with color, icon and words, then shows the result${javaScriptEnabled ? "" : ", without JavaScript"}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/workplace-rights");
    if (javaScriptEnabled) await waitForLive(page);
    const q1 = page.getByRole("group", { name: /treated unfairly/ });
    const q2 = page.getByRole("group", { name: /reported the problem/ });
    await expect(q1.locator("[data-tone]:visible")).toHaveCount(0);
    await q1.getByRole("radio", { name: "No", exact: true }).check();
    const verdict1 = q1.locator("[data-tone]:visible");
    await expect(verdict1).toHaveAttribute("data-tone", "red");
    await expect(verdict1).toContainText("Does not point to a claim by itself");
    const redBackground = await verdict1.evaluate((el) => getComputedStyle(el).backgroundColor);
    const chosenLabel = q1.locator("label", { has: page.getByRole("radio", { checked: true }) });
    expect(await chosenLabel.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(redBackground);
    // Keyboard: arrow keys move between the radios of a group.
    await q1.getByRole("radio", { name: "No", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(q1.getByRole("radio", { name: "Not sure" })).toBeChecked();
    await expect(verdict1).toHaveAttribute("data-tone", "green");
    await expect(verdict1).toContainText("Points to a possible claim");
    expect(await verdict1.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(redBackground);
    await expect(page.getByTestId("rights-result")).toBeHidden();

    await q2.getByRole("radio", { name: "Afraid to report" }).check();
    await expect(q2.locator("[data-tone]:visible")).toHaveAttribute("data-tone", "green");
    await expect(page.getByTestId("rights-result")).toContainText("You may have a valid case");
    await page.getByTestId("rights-result").getByRole("link", { name: "Get a Free Consultation" }).click();
    if (javaScriptEnabled) await expect(page.getByRole("dialog")).toBeVisible();
    else await expect(page).toHaveURL(/\/form$/);
    await context.close();
  });
}

test("the workplace rights FAQ keeps one answer open", async ({ page }) => {
  await open(page, "/workplace-rights");
  const a = summary(page, "Am I protected if I am undocumented?");
  const b = summary(page, "Am I an employee or a contractor?");
  await a.click();
  await expect(page.getByText("whatever their immigration status")).toBeVisible();
  await b.click();
  await expect(page.getByText("whatever their immigration status")).toBeHidden();
  await expect(b.locator("xpath=..")).toHaveAttribute("open", "");
});

test("the harassment page opens the confidential questionnaire", async ({ page }) => {
  await open(page, "/services/harassment");
  await page.getByRole("link", { name: "Confidential Help" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("heading", { name: /Confidential help/i })).toBeVisible();
});

test("/case-review shows the home page behind the open case review modal", async ({ page }) => {
  await open(page, "/case-review");
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await page.locator("h1").first().textContent()).toContain("You have rights in California");
});

// With BOOKING_URL set at build time /book is the spec's link to an outside scheduler instead
// (tests/unit/site-config.test.ts); the e2e build has none, so /book is the firm's own form
// (tests/e2e/booking.spec.ts).
test("/book is the firm's own booking form, not a link to an outside scheduler", async ({ page }) => {
  await open(page, "/book");
  await expect(page.locator('form[method="post"][action="/api/call-bookings"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: /Open the scheduling page/ })).toHaveCount(0);
});
