import { expect, test, type Page } from "@playwright/test";
import { leadsByEmail } from "./db";
import { answerCaseReview, fillContact, humanPause, openCaseReview, uniqueEmail } from "./case-review";
import { collectErrors, expectThankYou, holdRequests, waitForLive } from "./helpers";

test.describe("case review", () => {
  test(
    "from the home page hero to /thank-you, stored once with the visit's UTM values",
    { tag: "@phone" },
    async ({ page }) => {
      const errors = collectErrors(page);
      const email = uniqueEmail("hero");
      await page.goto("/?utm_source=e2e-source&utm_medium=e2e-medium&utm_campaign=e2e-campaign");
      await waitForLive(page);
      await page.getByRole("link", { name: "Our Attorneys" }).first().click();
      const dialog = await openCaseReview(page, "/");
      await expect(dialog.getByText("Step 1 of 6")).toBeVisible();
      await answerCaseReview(page);
      await expect(dialog.getByText("Step 5 of 6")).toBeVisible();
      await fillContact(page, email);
      await humanPause(page);
      await dialog.getByRole("button", { name: "Send my case review" }).click();
      await expectThankYou(page);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const rows = leadsByEmail(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        form_type: "case_review",
        first_name: "Rosa",
        last_name: "Alvarez",
        phone: "+12135550117",
        utm_source: "e2e-source",
        utm_medium: "e2e-medium",
        utm_campaign: "e2e-campaign",
      });
      expect(String(rows[0]!.landing_page)).toContain("/?utm_source=e2e-source");
      const answers = JSON.parse(String(rows[0]!.answers));
      expect(answers.incidentDate).toBe("2022-04-15");
      expect(answers.issueType).toEqual(["Wage & Hour"]);
      expect(errors).toEqual([]);
    },
  );

  test("a failed submit keeps the answers, offers the phone, and the retry stores exactly one lead", async ({
    page,
  }) => {
    const email = uniqueEmail("retry");
    let failed = false;
    await page.route("**/api/case-reviews", async (route) => {
      if (!failed) {
        failed = true;
        await route.fulfill({ status: 503, contentType: "application/json", body: '{"errors":{}}' });
      } else {
        await route.continue();
      }
    });
    const dialog = await openCaseReview(page);
    await answerCaseReview(page);
    await fillContact(page, email);
    await humanPause(page);
    await dialog.getByRole("button", { name: "Send my case review" }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("Something went wrong on our side");
    await expect(alert.getByRole("link", { name: /Call \(310\) 555-0142/ })).toHaveAttribute(
      "href",
      "tel:+13105550142",
    );
    await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue(email);
    expect(leadsByEmail(email)).toHaveLength(0);
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expectThankYou(page);
    expect(leadsByEmail(email)).toHaveLength(1);
  });

  test("a reload in the middle keeps the draft", async ({ page }) => {
    const dialog = await openCaseReview(page);
    await answerCaseReview(page);
    await dialog.getByLabel("First name").fill("Keep Me");
    await page.reload();
    const again = page.getByRole("dialog", { name: "Free case review" });
    await expect(again).toBeVisible();
    await expect(again.getByText("Step 5 of 6")).toBeVisible();
    await expect(again.getByLabel("First name")).toHaveValue("Keep Me");
    await again.getByRole("button", { name: "Back" }).click();
    await expect(again.getByLabel(/About when/)).toHaveValue("2022-04-15");
  });

  test("every Continue waits for its answer, and the date appears only for 'More than 1 year ago'", async ({
    page,
  }) => {
    const dialog = await openCaseReview(page);
    await dialog.getByRole("button", { name: "Start" }).click();
    const next = dialog.getByRole("button", { name: "Continue" });
    await expect(next).toBeDisabled();
    await dialog.getByRole("checkbox", { name: /Retaliation/ }).check();
    await next.click();
    await expect(next).toBeDisabled();
    await dialog.getByRole("radio", { name: "Resigned/Quit" }).check();
    await next.click();
    await expect(next).toBeDisabled();
    await expect(dialog.getByLabel(/About when/)).toHaveCount(0);
    await dialog.getByRole("radio", { name: "More than 1 year ago" }).check();
    await expect(dialog.getByLabel(/About when/)).toBeVisible();
    await expect(next).toBeDisabled();
    await dialog.getByRole("radio", { name: "6-12 months ago" }).check();
    await expect(dialog.getByLabel(/About when/)).toHaveCount(0);
    await next.click();
    const send = dialog.getByRole("button", { name: "Send my case review" });
    await expect(send).toBeDisabled();
    await fillContact(page, "not-an-email");
    await expect(send).toBeDisabled();
    await dialog.getByLabel("Email", { exact: true }).fill("ok@example.com");
    await expect(send).toBeEnabled();
    await dialog.getByRole("checkbox", { name: /may contact me/ }).uncheck();
    await expect(send).toBeDisabled();
  });

  test("closes by X, backdrop and Escape, returns focus, and reopens empty", async ({ page }) => {
    const dialog = await openCaseReview(page);
    const opener = page.getByRole("main").getByRole("link", { name: "Free Case Review" }).first();
    await dialog.getByRole("button", { name: "Start" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog.getByText("Step 1 of 6")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await opener.click();
    const box = (await dialog.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, Math.max(2, box.y - 10));
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });

  test("focus stays inside the open modal", async ({ page }) => {
    const dialog = await openCaseReview(page);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || !!active.closest("dialog[open]");
      });
      expect(inside).toBe(true);
    }
    const height = await dialog.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) * 0.9 + 1);
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    // About 40 key presses, each checked, and the 3 s a person takes: near the default 30 s on a
    // busy 2-core machine, so this one test gets more room.
    test.setTimeout(60_000);
    const email = uniqueEmail("keyboard");
    await page.goto("/");
    await waitForLive(page);
    const opener = page.getByRole("main").getByRole("link", { name: "Free Case Review" }).first();
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Free case review" });
    await expect(dialog).toBeVisible();
    const tabTo = async (name: RegExp | string, role: "button" | "checkbox" | "radio" | "textbox") => {
      const target = dialog.getByRole(role, { name }).first();
      for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press("Tab");
      }
      await expect(target).toBeFocused();
    };
    await tabTo("Start", "button");
    await page.keyboard.press("Enter");
    await tabTo(/Harassment/, "checkbox");
    await page.keyboard.press("Space");
    await tabTo("Continue", "button");
    await page.keyboard.press("Enter");
    await tabTo(/Currently employed/, "radio");
    await page.keyboard.press("Space");
    await tabTo("Continue", "button");
    await page.keyboard.press("Enter");
    await tabTo(/Within the last 30 days/, "radio");
    await page.keyboard.press("Space");
    await tabTo("Continue", "button");
    await page.keyboard.press("Enter");
    await tabTo("First name", "textbox");
    await page.keyboard.type("Kay");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Board");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("310 555 0100");
    await tabTo(/I accept the Terms/, "checkbox");
    await page.keyboard.press("Space");
    await tabTo(/may contact me/, "checkbox");
    await page.keyboard.press("Space");
    await humanPause(page);
    await tabTo("Send my case review", "button");
    await page.keyboard.press("Enter");
    await expectThankYou(page);
    expect(leadsByEmail(email)).toHaveLength(1);
  });

  test.describe("before the page's script runs", () => {
    test.use({ javaScriptEnabled: false });
    test("every opener is a link to the form's page", async ({ page }) => {
      await page.goto("/services/harassment");
      await page.getByRole("main").getByRole("link", { name: "Free Case Review" }).first().click();
      await expect(page).toHaveURL(/\/form$/);
      await page.goto("/services/harassment");
      await page
        .getByRole("main")
        .getByRole("link", { name: /Confidential Help/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/form\?open=harassment-questionnaire$/);
    });
  });

  test("/form?open=harassment-questionnaire opens the questionnaire, once", async ({ page }) => {
    await page.goto("/form?open=harassment-questionnaire");
    const dialog = page.getByRole("dialog", { name: /Confidential help/i });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/form$/);
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.reload();
    await waitForLive(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("/case-review opens the wizard on load", async ({ page }) => {
    await page.goto("/case-review");
    await expect(page.getByRole("dialog", { name: "Free case review" })).toBeVisible();
  });
});

test.describe("harassment questionnaire", () => {
  async function openQuestionnaire(page: Page) {
    await page.goto("/services/harassment");
    await waitForLive(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Confidential Help/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: /Confidential help/i });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  for (const [answers, text] of [
    [{ ca: "No", lawyer: "No" }, /worked in California/],
    [{ ca: "Yes", lawyer: "Yes" }, /already have an attorney/],
  ] as const) {
    test(`stops with 'Unable to Proceed' when California=${answers.ca}, lawyer=${answers.lawyer}`, async ({
      page,
    }) => {
      const dialog = await openQuestionnaire(page);
      const next = dialog.getByRole("button", { name: "Continue" });
      await expect(next).toBeDisabled();
      await dialog
        .getByRole("group", { name: /working in California/ })
        .getByRole("radio", { name: answers.ca })
        .check();
      await expect(next).toBeDisabled();
      await dialog
        .getByRole("group", { name: /already have a lawyer/ })
        .getByRole("radio", { name: answers.lawyer })
        .check();
      await next.click();
      await expect(dialog.getByRole("heading", { name: "Unable to Proceed" })).toBeVisible();
      await expect(dialog).toContainText("We're Unable to Help at This Time");
      await expect(dialog).toContainText(text);
      await expect(dialog.getByRole("link", { name: /Call \(310\) 555-0142/ })).toBeVisible();
      await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
      await expect(dialog).toBeHidden();
    });
  }

  test("all three phases to /thank-you, stored once", async ({ page }) => {
    const email = uniqueEmail("questionnaire");
    const dialog = await openQuestionnaire(page);
    await dialog
      .getByRole("group", { name: /working in California/ })
      .getByRole("radio", { name: "Yes" })
      .check();
    await dialog
      .getByRole("group", { name: /already have a lawyer/ })
      .getByRole("radio", { name: "No" })
      .check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    const next = dialog.getByRole("button", { name: "Continue" });
    await dialog
      .getByRole("group", { name: /still work there/ })
      .getByRole("radio", { name: "No" })
      .check();
    await dialog.getByLabel(/Something else happened/).fill("Comments about my accent");
    await dialog.getByRole("checkbox", { name: "Co-worker" }).check();
    await dialog.getByRole("radio", { name: "Within the last 6 months" }).check();
    await dialog
      .getByRole("group", { name: /report it/ })
      .getByRole("radio", { name: "No" })
      .check();
    await expect(next).toBeDisabled();
    await dialog
      .getByRole("group", { name: /take action/ })
      .getByRole("radio", { name: /^Yes/ })
      .check();
    await next.click();
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByLabel(/Something else happened/)).toHaveValue("Comments about my accent");
    await next.click();
    const send = dialog.getByRole("button", { name: "Send confidentially" });
    await expect(send).toBeDisabled();
    await dialog.getByLabel("First name").fill("Lee");
    await dialog.getByLabel("Last name").fill("Chen");
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByLabel(/^Phone/).fill("415-555-0123");
    await humanPause(page);
    await send.click();
    await expectThankYou(page);
    const rows = leadsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form_type: "harassment_questionnaire", phone: "+14155550123" });
    const answers = JSON.parse(String(rows[0]!.answers));
    expect(answers).toMatchObject({
      harassmentType: [],
      harassmentTypeOther: "Comments about my accent",
      harasser: ["Co-worker"],
    });
  });
});

// The intake dialogs are React roots made on the first opening: until their code is there, a tap
// on an opener answers at once with the form's title and "Loading the form…".
test("an opener tapped before the form's code has arrived answers at once, then shows the form", async ({
  page,
}) => {
  const release = await holdRequests(page, "**/assets/pages/dialog-root-*.js");
  await page.goto("/");
  await waitForLive(page);
  await page.locator("[data-ripples] a[data-intake]").click();
  const dialog = page.getByRole("dialog", { name: "Free case review" });
  await expect(dialog.getByRole("status")).toHaveText("Loading the form…");
  release();
  await expect(dialog.getByText("Step 1 of 6")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("[data-ripples] a[data-intake]")).toBeFocused();
});
