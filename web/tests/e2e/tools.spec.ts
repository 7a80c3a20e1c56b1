import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { leadsByEmail } from "./db";
import { fillContact, humanPause, uniqueEmail } from "./case-review";
import { collectErrors, expectThankYou, waitForLive } from "./helpers";
import { californiaToday } from "../../lib/format.ts";
import { addPeriod } from "../../lib/calendar.ts";

// The worker tools in a real browser: results, the urgent call-first box, the hand-over into the
// case review (stored with the estimate), and axe on the filled-in pages at both widths (the empty
// pages are covered by accessibility.spec.ts).
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/**
 * YYYY-MM-DD `days` before today in California: the page counts from California's day
 * (lib/use-today.ts), which is not the machine's day between midnight UTC and midnight in
 * California when the machine runs on UTC. The browser and this process share the clock.
 */
function daysAgo(days: number): string {
  return addPeriod(californiaToday(), { days: -days });
}

test.describe("worker tools", () => {
  test("after errors, every field's description points at elements on the page", async ({ page }) => {
    // The browser's React ids differ from the prerendered ones (docs/decisions/0019): an element
    // or id first rendered after hydration would not match the ids already on the page.
    await page.goto("/tools/wage-calculator");
    await waitForLive(page);
    await page.getByRole("main").locator("form button[type=submit]").first().click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll("[aria-describedby]")].flatMap((el) =>
        el
          .getAttribute("aria-describedby")!
          .split(" ")
          .filter((id) => !document.getElementById(id)),
      ),
    );
    expect(missing).toEqual([]);
    const hinted = page.locator("[aria-invalid=true][aria-describedby*=' ']");
    expect(await hinted.count()).toBeGreaterThan(0);
  });

  test("deadlines: a close EEOC date puts the phone first; the estimate goes into the case review and is stored", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/tools/deadlines");
    await waitForLive(page);
    const results = page.getByRole("region", { name: "Deadlines that may apply" });
    await expect(results.getByText(/Choose at least one situation/)).toBeVisible();
    await page.getByRole("checkbox", { name: /I was harassed at work/ }).check();
    // 250 days ago: the 300-day EEOC charge has 50 days left; the CRD complaint about 2 years and 10 months.
    const incident = daysAgo(250);
    await page.getByLabel("When did it last happen?").fill(incident);
    await expect(results.getByText(/^2 deadlines may apply/)).toBeVisible();
    await expect(
      results.getByRole("heading", { name: "A deadline may be less than 90 days away" }),
    ).toBeVisible();
    await expect(results.getByRole("link", { name: /Call/ }).first()).toBeVisible();
    const items = results.getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("Charge with the federal EEOC");
    await expect(items.nth(0)).toContainText("50 days left");
    await expect(items.nth(1)).toContainText("Civil Rights Department");
    await axeClean(page);

    await results.getByRole("button", { name: "Add this to my free case review" }).click();
    const dialog = page.getByRole("dialog", { name: "Free case review" });
    await expect(dialog.getByText("Step 2 of 6")).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /Harassment/ })).toBeChecked();
    await expect(dialog.getByLabel(/Tell us briefly/)).toHaveValue(/From the deadline tool/);
    await expect(dialog.getByText(/deadline estimate from our tool is attached/)).toBeVisible();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("radio", { name: "Terminated/Fired" }).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("radio", { name: "6-12 months ago" }).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    const email = uniqueEmail("deadline-tool");
    await fillContact(page, email);
    await humanPause(page);
    await dialog.getByRole("button", { name: "Send my case review" }).click();
    await expectThankYou(page);
    const rows = leadsByEmail(email);
    expect(rows).toHaveLength(1);
    const answers = JSON.parse(String(rows[0]!.answers));
    expect(answers.issueType).toEqual(["Harassment"]);
    expect(answers.estimate).toEqual({
      tool: "deadlines",
      incidentDate: incident,
      situations: ["harassment"],
      publicEmployer: false,
    });
    expect(errors).toEqual([]);
  });

  test("wage calculator: errors at their fields, then each line with its arithmetic and the total", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/tools/wage-calculator");
    await waitForLive(page);
    const results = page.getByRole("region", { name: "Your estimate" });
    await page.getByRole("button", { name: "Show my estimate" }).click();
    await expect(results.getByText(/Some answers need a change/)).toBeVisible();
    await expect(page.getByText(/Enter your hourly pay/)).toBeVisible();

    await page.getByLabel("Your hourly pay, in dollars").fill("20");
    await page.getByLabel("Hours worked each day").fill("10");
    await page.getByRole("radio", { name: "Not at all" }).check();
    await page.getByLabel("How many weeks did you work like this?").fill("10");
    // 5 days of 10 hours: 2 overtime hours a day, 10 a week, owed at $30 and never paid: $300 a
    // week for 10 weeks. $20 is above every minimum wage the site has, so nothing else is owed.
    await expect(results.getByText("You may be owed about $3,000.00.")).toBeVisible();
    const lines = results.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText("Unpaid overtime");
    await expect(lines.first()).toContainText("$3,000.00");
    await axeClean(page);

    await results.getByRole("button", { name: "Add this to my free case review" }).click();
    const dialog = page.getByRole("dialog", { name: "Free case review" });
    await expect(dialog.getByRole("checkbox", { name: /Wage & Hour/ })).toBeChecked();
    await expect(dialog.getByLabel(/Tell us briefly/)).toHaveValue(/Estimated total \$3,000\.00/);
    await expect(dialog.getByText(/wage estimate from our calculator is attached/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("/tools lists both tools and the home page links to them", async ({ page }) => {
    await page.goto("/tools");
    await page.getByRole("link", { name: "Check my deadlines" }).click();
    await expect(page).toHaveURL(/\/tools\/deadlines$/);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Estimate unpaid wages" })).toHaveAttribute(
      "href",
      "/tools/wage-calculator",
    );
  });
});

// Issue 51, item 5: on the day a figure changes with no new amount entered, the calculator's
// table says so in the reader's language, on a page built before that day (the browser's clock
// is set; the prerendered HTML holds the build day's text). The same rules over every built page
// are web/tests/unit/figures-build.test.ts.
test.describe("the wage calculator on January 1, 2027", () => {
  for (const [path, words] of [
    ["/tools/wage-calculator", "The state minimum wage changed on January 1, 2027"],
    ["/es/tools/wage-calculator", "El salario mínimo estatal cambió el 1 de enero de 2027"],
  ] as const) {
    test(`${path} says the state rate changed and links the official page`, async ({ page }) => {
      await page.clock.setFixedTime(new Date("2027-01-01T20:00:00Z"));
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForLive(page);
      const note = page.getByText(words);
      await expect(note).toBeVisible();
      await expect(note.locator("xpath=ancestor-or-self::*[1]").getByRole("link").first()).toHaveAttribute(
        "href",
        /^https:\/\/www\.dir\.ca\.gov\//,
      );
      expect(errors).toEqual([]);
    });
  }
});
