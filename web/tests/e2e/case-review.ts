import { expect, type Page } from "@playwright/test";
import { waitForLive } from "./helpers";

// Steps of the public case review, shared by the intake and admin specs.

// A person needs more than the server's minimum time-to-submit (3 s); the tests pause like one.
export const humanPause = (page: Page) => page.waitForTimeout(3_200);
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export async function openCaseReview(page: Page, url = "/") {
  await page.goto(url);
  await waitForLive(page);
  await page.getByRole("main").getByRole("link", { name: "Free Case Review" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Free case review" });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function answerCaseReview(page: Page) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Start" }).click();
  await dialog.getByRole("checkbox", { name: /Wage & Hour/ }).check();
  await dialog.getByLabel(/Tell us briefly/).fill("Worked through lunch, no overtime pay.");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("radio", { name: "Terminated/Fired" }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("radio", { name: "More than 1 year ago" }).check();
  await dialog.getByLabel(/About when/).fill("2022-04-15");
  await dialog.getByRole("button", { name: "Continue" }).click();
}

export async function fillContact(page: Page, email: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("First name").fill("Rosa");
  await dialog.getByLabel("Last name").fill("Alvarez");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel(/^Phone/).fill("(213) 555-0117");
  await dialog.getByRole("checkbox", { name: /I accept the Terms/ }).check();
  await dialog.getByRole("checkbox", { name: /may contact me/ }).check();
}

/** The reference the thank-you page shows, once the answer has filled it in. */
export async function shownReference(page: Page): Promise<string> {
  const shown = page.getByTestId("intake-reference");
  await expect(shown).toHaveText(/^GC-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
  return (await shown.textContent())!;
}
