import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { answerCaseReview, fillContact, humanPause, openCaseReview, uniqueEmail } from "./case-review";
import { collectErrors, waitForHydration } from "./helpers";

// The staff area end to end against the real server (docs/admin-api.md): an account made with
// the server's command line, a case review sent on the public site, then sign-in, search, the
// lead, status, note, CSV export and sign-out, with axe-core on every staff page.

const webRoot = path.resolve(import.meta.dirname, "../..");
const repoRoot = path.resolve(webRoot, "..");
const serverBinary = process.env.FIRM_SERVER ?? path.join(repoRoot, "server/build/firm-server");
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A new staff account in the e2e server's database (the same environment as its webServer). */
function addStaffUser(username: string, password: string, displayName: string): void {
  execFileSync(serverBinary, ["user", "add", username, "--name", displayName], {
    input: `${password}\n`,
    env: {
      ...process.env,
      SITE_DIR: path.join(webRoot, "build/site"),
      DATA_DIR: path.join(webRoot, ".e2e-data"),
      FORMS_DIR: path.join(repoRoot, "config/forms"),
    },
    stdio: ["pipe", "ignore", "pipe"],
    timeout: 20_000,
  });
}

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, what).toEqual([]);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${what}: page wider than the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function expectNoindex(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
}

test("staff sign in, find a new lead, work it, export it and sign out", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const suffix = `${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const username = `e2e-${suffix}`;
  const password = `e2e password ${suffix}`;
  addStaffUser(username, password, "E2E Staff");

  // A visitor sends a case review.
  const email = uniqueEmail("admin");
  const dialog = await openCaseReview(page, "/?utm_source=e2e-admin");
  await answerCaseReview(page);
  await fillContact(page, email);
  await humanPause(page);
  await dialog.getByRole("button", { name: "Send my case review" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  // Signed out, the staff area sends you to sign in, and nothing there is for search engines.
  const first = await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  expect(first?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(first?.headers()["cache-control"]).toContain("no-store");
  await waitForHydration(page);
  await expectNoindex(page);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Free Case Review" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Your privacy choices" })).toHaveCount(0);
  await expectAccessible(page, "sign-in page");

  // A wrong password: the message is in the alert, which gets the focus.
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Password").fill("not the right password");
  await page.getByRole("button", { name: "Sign in" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "do not match" });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page.getByLabel("User name")).toHaveValue(username);

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Signed in as")).toContainText("E2E Staff");
  await expectNoindex(page);

  // Find the lead by its e-mail; the search is in the URL.
  await page.getByLabel("Search name, e-mail or phone").fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  const table = page.getByRole("table", { name: /1 lead/ });
  await expect(table).toBeVisible();
  const row = table.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Case review");
  await expect(row).toContainText("Wage & Hour");
  await expect(row).toContainText("New");
  await expectAccessible(page, "lead list");
  const exportHref = await page.getByRole("link", { name: /Export CSV/ }).getAttribute("href");
  expect(exportHref).toContain(`q=${encodeURIComponent(email)}`);

  // The lead itself.
  await row.getByRole("link", { name: "Rosa Alvarez" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/case-review\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Rosa Alvarez" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Contact" })).toContainText(email);
  await expect(page.getByRole("region", { name: "Answers" })).toContainText(
    "Worked through lunch, no overtime pay.",
  );
  await expect(page.getByRole("region", { name: "Where the lead came from" })).toContainText("e2e-admin");
  await expectAccessible(page, "lead detail");

  // Status and a note, each recorded with who made it.
  await page.getByRole("combobox", { name: "Lead status" }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status saved: Contacted.")).toBeVisible();
  await expect(page.getByText("Status changed from New to Contacted")).toContainText(`by ${username}`);
  await page.getByLabel("New note").fill("Left a voicemail <b>not bold</b>.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await expect(page.getByText("Left a voicemail <b>not bold</b>.")).toBeVisible();
  await expect(page.getByLabel("New note")).toHaveValue("");

  // The delete dialog: focus inside, Escape closes it, focus back on its button. Nothing deleted.
  const deleteButton = page.getByRole("button", { name: "Delete lead" });
  await deleteButton.click();
  const confirm = page.getByRole("dialog", { name: /Delete the lead from Rosa Alvarez/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByLabel("Reason for deleting (required)")).toBeFocused();
  await expectAccessible(page, "delete dialog");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();

  // Back to the search, which Back restores from the URL, and the CSV of exactly that search.
  await page.goBack();
  await expect(page.getByLabel("Search name, e-mail or phone")).toHaveValue(email);
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: /Export CSV/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('"email"');
  expect(lines[1]).toContain(`"${email}"`);
  expect(lines[1]).toContain('"contacted"');

  // The audit page.
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expectAccessible(page, "audit log");

  // Sign out: the staff area is closed again.
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);

  // The browser reports the refused password as a failed request; anything else is a bug
  // (a CSP refusal of the shell's inline scripts would show here).
  expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
});
