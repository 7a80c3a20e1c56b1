import { expect, test } from "@playwright/test";
import { answerCaseReview, humanPause, openCaseReview, shownReference, uniqueEmail } from "./case-review";
import { collectErrors, expectThankYou, waitForStaffArea } from "./helpers";
import { addStaffUser, firstSignIn, uniqueSuffix } from "./staff";

// Issue 51: texts are the worker's free choice. A case review sent without ticking the text box
// reaches the staff inbox marked "Do not text", and on the lead the reply box is off with the
// reason. The server's refusal to text such a lead is tested in C++ (conversation_test.cpp).

test("a case review without text consent reaches the inbox marked Do not text", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const suffix = uniqueSuffix(testInfo.project.name);
  const username = `e2e-consent-${suffix}`.toLowerCase().slice(0, 64);
  const password = `e2e password ${suffix}`;
  addStaffUser(username, password, "E2E Consent", "intake");
  const reason = "The worker did not agree to texts. Call or e-mail instead.";

  // A number of this run's own: a STOP from another test's worker must not be the reason shown.
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  const email = uniqueEmail("no-texts");

  // The worker sends a case review and leaves the optional text box unticked.
  const dialog = await openCaseReview(page);
  await answerCaseReview(page);
  await dialog.getByLabel("First name").fill("Noemí");
  await dialog.getByLabel("Last name").fill("Sin Textos");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel(/^Phone/).fill(`(424) 555-${digits}`);
  await dialog.getByRole("checkbox", { name: /I accept the Terms/ }).check();
  await dialog.getByRole("checkbox", { name: /may contact me/ }).check();
  const texts = dialog.getByRole("checkbox", { name: /may text me/ });
  await expect(texts).not.toBeChecked();
  await humanPause(page);
  await dialog.getByRole("button", { name: "Send my case review" }).click();
  await expectThankYou(page);
  const reference = await shownReference(page);

  // An intake user signs in (password, then setting up the authenticator app).
  await firstSignIn(page, username, password);

  // The inbox (leads nobody has contacted), narrowed to this reference.
  await page.goto(`/admin?contact=none&q=${encodeURIComponent(reference)}`);
  await waitForStaffArea(page);
  const row = page
    .getByRole("table", { name: /1 lead/ })
    .getByRole("row")
    .filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Do not text. ${reason}`);

  // The lead: the mark by the phone, and the reply box off with the reason.
  await row.getByRole("link", { name: "Noemí Sin Textos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Noemí Sin Textos" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).locator("xpath=ancestor::section[1]")).toContainText(
    `Do not text. ${reason}`,
  );
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation).toContainText(`No text can be sent: ${reason}`);
  await expect(conversation.getByLabel("Reply by text")).toBeDisabled();
  await expect(conversation.getByRole("button", { name: "Send text" })).toBeDisabled();
  // The signed-out first visit to /admin answers 401; anything else is a bug.
  expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
});
