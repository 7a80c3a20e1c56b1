import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { answerCaseReview, fillContact, humanPause, openCaseReview, uniqueEmail } from "./case-review";
import { collectErrors, expectThankYou, waitForStaffArea } from "./helpers";
import { addStaffUser, enrol, expectAccessible, repoRoot, signInWithPassword, uniqueSuffix } from "./staff";
import { nextStepCode } from "./totp";

// The staff area end to end against the real server (docs/admin-api.md): an account made with
// the server's command line, a case review sent on the public site, then sign-in (password, then
// setting up the authenticator app, whose codes the test computes from the key on the page),
// search, the lead, status, note, CSV export and sign-out; sign-in again with a code and with a
// recovery code; and an administrator adding an intake user who sets up their own account and
// sees only what intake staff may use. axe-core checks every staff page.

async function expectNoindex(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
}

test(
  "staff sign in, set up the app, find a new lead, work it, export it and sign out",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const suffix = uniqueSuffix(testInfo.project.name);
    const username = `e2e-${suffix}`;
    const password = `e2e password ${suffix}`;
    addStaffUser(username, password, "E2E Staff", "admin");

    // A visitor sends a case review.
    const email = uniqueEmail("admin");
    const dialog = await openCaseReview(page, "/?utm_source=e2e-admin");
    await answerCaseReview(page);
    await fillContact(page, email);
    const employer = `Sunrise Packing ${suffix}, Inc.`;
    await dialog.getByLabel(/Employer/).fill(employer);
    await humanPause(page);
    await dialog.getByRole("button", { name: "Send my case review" }).click();
    await expectThankYou(page);
    // The worker's reference, which staff can search for.
    const shownReference = page.getByTestId("intake-reference");
    await expect(shownReference).toHaveText(/^GC-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    const reference = (await shownReference.textContent())!;
    await expect(page.getByText("Give this number if you call us")).toBeVisible();

    // Signed out, the staff area sends you to sign in, and nothing there is for search engines.
    const first = await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    expect(first?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(first?.headers()["cache-control"]).toContain("no-store");
    await waitForStaffArea(page);
    await expectNoindex(page);
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Free Case Review" })).toHaveCount(0);
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

    // The password is right; this account has no authenticator app yet, so it sets one up.
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const { secret, codes } = await enrol(page, true);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Signed in as")).toContainText("E2E Staff");
    await expectNoindex(page);

    // The inbox opens on the leads nobody has contacted, longest waiting first.
    const mobile = testInfo.project.name === "mobile";
    await expect(page.getByLabel("Contact", { exact: true })).toHaveValue("none");

    // Find the lead by its reference, typed as a worker reads it out; the search is in the URL.
    const searchBox = page.getByLabel("Search name, e-mail, phone or reference");
    // On a laptop the search and the first lead are on the first screen: the other filters fold away.
    if (!mobile) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(searchBox).toBeInViewport({ ratio: 1 });
      const firstLead = page
        .getByRole("table", { name: /leads?:/ })
        .getByRole("row")
        .nth(1);
      await expect(firstLead.getByRole("link").first()).toBeInViewport({ ratio: 1 });
    }
    await searchBox.fill(reference.toLowerCase().replace(/-/g, " "));
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=gc/);
    // A table on a laptop, a list of cards with a tap-to-call link on a phone.
    const found = mobile
      ? page.getByRole("listitem").filter({ hasText: reference })
      : page
          .getByRole("table", { name: /1 lead/ })
          .getByRole("row")
          .filter({ hasText: email });
    await expect(found).toHaveCount(1);
    await expect(found).toContainText("Wage & Hour");
    await expect(found).toContainText(/Waiting/);
    if (mobile) {
      await expect(found.getByRole("link", { name: /\(213\) 555-0117/ })).toHaveAttribute(
        "href",
        "tel:+12135550117",
      );
    } else {
      await expect(found).toContainText("Case review");
      await expect(found).toContainText("New");
    }
    await expectAccessible(page, "lead list");
    const exportHref = await page.getByRole("link", { name: /Export CSV/ }).getAttribute("href");
    expect(exportHref).toContain("q=gc");

    // The lead itself: name, phone to tap, clock, assignment and "Log a contact" without scrolling.
    await found.getByRole("link", { name: "Rosa Alvarez" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/case-review\/[^/]+$/);
    await page.setViewportSize(mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await expect(page.getByRole("heading", { level: 1, name: "Rosa Alvarez" })).toBeVisible();
    const call = page.getByRole("link", { name: "(213) 555-0117" });
    await expect(call).toHaveAttribute("href", "tel:+12135550117");
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    const logButton = page.getByRole("button", { name: "Log contact" });
    for (const [what, locator] of [
      ["name", page.getByRole("heading", { level: 1, name: "Rosa Alvarez" })],
      ["phone", call],
      ["clock", page.getByText(/^Waiting/).first()],
      ["assignment", page.getByLabel("Assign to")],
      ["log a contact", logButton],
    ] as const) {
      const box = await locator.boundingBox();
      expect(box, what).not.toBeNull();
      expect(box!.y + box!.height, `${what} is above the fold`).toBeLessThanOrEqual(
        page.viewportSize()!.height,
      );
    }
    await expect(page.getByRole("region", { name: "Answers" })).toContainText(
      "Worked through lunch, no overtime pay.",
    );
    // Internal fields sit in a closed technical section, with plain labels.
    const technical = page.locator("details").filter({ hasText: "Technical details" });
    await expect(technical.getByText("Campaign source")).toBeHidden();
    await technical.getByText("Technical details").click();
    await expect(technical).toContainText("Campaign source");
    await expect(technical).toContainText("e2e-admin");
    await expectAccessible(page, "lead detail");

    // A call that nobody answered stops the clock; it is listed with who and when.
    await page.getByLabel("How").selectOption("call");
    await page.getByLabel("What came of it").selectOption("no_answer");
    await page.getByLabel("Note (optional)").fill("Rang at 9:10, no voicemail box.");
    await logButton.click();
    await expect(page.getByText(/First contact after/)).toBeVisible();
    await expect(page.getByText(/1 attempt/)).toBeVisible();

    // The admin gives the lead to themself; the history says who did it.
    await page.getByLabel("Assign to").selectOption(username);
    await page.getByRole("button", { name: "Save assignment" }).click();
    const assigned = page.getByRole("status").filter({ hasText: /The lead is assigned to/ });
    await expect(assigned).toHaveCount(1);
    // Shown on a laptop; on a phone it is read out, and the button's "Saved" shows it.
    if (!mobile)
      expect((await assigned.boundingBox())!.height, "the confirmation is shown").toBeGreaterThan(10);
    await expect(page.getByRole("button", { name: "Saved", exact: true })).toBeDisabled();
    await expect(page.getByText(`Assigned to ${username} by ${username}`)).toBeVisible();
    // The confirmation takes no room on a phone: "Log a contact" is still above the fold.
    await page.evaluate(() => window.scrollTo(0, 0));
    const logBox = await logButton.boundingBox();
    expect(logBox!.y + logBox!.height, "log a contact after a save").toBeLessThanOrEqual(
      page.viewportSize()!.height,
    );
    await expectAccessible(page, "lead detail after working it");

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
    await expect(searchBox).toHaveValue(reference.toLowerCase().replace(/-/g, " "));
    // That search was of the leads waiting for a first contact, and this one no longer is.
    await expect(page.getByText("0 leads found.")).toBeVisible();
    // The same lead among all leads, found by its e-mail (a URL that names no contact filter).
    await page.goto(`/admin?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("1 lead found.")).toBeVisible();
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

    // A second request with the same e-mail (straight to the API): both leads are flagged as
    // possible duplicates, and each lead page links the other.
    const fixture = JSON.parse(
      readFileSync(path.join(repoRoot, "config/forms/fixtures/case-review.json"), "utf8"),
    ) as { base: Record<string, unknown> };
    const second = await page.request.post("/api/case-reviews", {
      data: { ...fixture.base, submissionId: randomUUID(), email },
    });
    expect(second.status()).toBe(201);
    await page.goto(`/admin?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("2 leads found.")).toBeVisible();
    await expect(page.getByText("Possible duplicate").filter({ visible: true })).toHaveCount(2);
    await expectAccessible(page, "lead list with flags");
    await page.getByRole("link", { name: "Rosa Alvarez" }).filter({ visible: true }).click();
    await expect(page.getByText(employer).first()).toBeVisible();
    const conflicts = page.getByRole("region", { name: "Possible duplicates and conflicts" });
    await expect(conflicts).toContainText(/same e-mail/);
    // (Earlier runs' leads share Rosa's phone; only this one shares her e-mail.)
    await expect(conflicts.getByRole("link", { name: /María López/ })).toHaveCount(1);
    await expectAccessible(page, "lead detail with a possible duplicate");

    // The report: this week's leads, contacts and the CSV of the same table, drawn and in numbers.
    await page.getByRole("link", { name: "Report" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Report" })).toBeVisible();
    await expect(page.getByRole("img").first()).toBeVisible();
    await expect(page.getByRole("table").first()).toContainText(/\d/);
    await expect(page.getByRole("link", { name: /CSV/ })).toHaveAttribute(
      "href",
      /\/api\/admin\/report\.csv\?weeks=\d+/,
    );
    await expectAccessible(page, "report");

    // The audit page.
    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expectAccessible(page, "audit log");

    // Your own account page.
    await page.getByRole("link", { name: "Your account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    const ownSessions = page.getByRole("table", { name: /active session/ });
    await expect(ownSessions.getByRole("row").filter({ hasText: "This browser" })).toHaveCount(1);
    await expect(page.getByText("You have 10 recovery codes left.")).toBeVisible();
    await expectAccessible(page, "account page");

    // Sign out: the staff area is closed again.
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);

    // Sign in again: the password, then the code the app shows (the next step's: this step's code
    // may have been used for the set-up already, and a code is accepted once).
    await waitForStaffArea(page);
    await signInWithPassword(page, username, password);
    const codeField = page.getByLabel("6-digit code");
    await expect(codeField).toBeFocused();
    await expectAccessible(page, "sign-in code step");
    await codeField.fill(nextStepCode(secret));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Signed in as")).toContainText("E2E Staff");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();

    // And with a recovery code instead, as after losing the phone.
    await signInWithPassword(page, username, password);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await expect(page.getByLabel("Recovery code")).toBeFocused();
    await expectAccessible(page, "sign-in recovery code step");
    await page.getByLabel("Recovery code").fill(codes[0]!);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("button", { name: "Log out" }).click();

    // A recovery code works once.
    await signInWithPassword(page, username, password);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(codes[0]!);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toContainText(/not right|used/);

    // The browser reports the refused password and code as failed requests; anything else is a bug
    // (a CSP refusal of the shell's inline scripts would show here).
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  },
);

test("an administrator adds an intake user, who sets up their account and sees only the leads", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const suffix = uniqueSuffix(testInfo.project.name);
  const admin = `e2e-admin-${suffix}`;
  const adminPassword = `e2e password ${suffix}`;
  addStaffUser(admin, adminPassword, "E2E Admin", "admin");

  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fusers$/);
  await waitForStaffArea(page);
  await signInWithPassword(page, admin, adminPassword);
  await enrol(page, false);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expectAccessible(page, "users page");

  // Add an intake user: the temporary password is shown once, to pass on in person.
  const intake = `e2e-intake-${suffix}`.toLowerCase().slice(0, 64);
  await page.getByLabel("User name").fill(intake);
  await page.getByLabel("Full name").fill(`E2E Intake ${suffix}`);
  await expect(page.getByRole("radio", { name: "Intake" })).toBeChecked();
  await page.getByRole("button", { name: "Add user" }).click();
  const shown = page.getByRole("region", { name: "Temporary password" });
  await expect(shown).toBeFocused();
  const temporary = (await shown.locator("code").textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(12);
  await expectAccessible(page, "users page with a temporary password");

  // The new user's own page.
  await page
    .getByRole("table", { name: /accounts/ })
    .getByRole("link", { name: `E2E Intake ${suffix}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `E2E Intake ${suffix}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Account" })).toContainText("Temporary");
  await expectAccessible(page, "user page");
  const reset = page.getByRole("button", { name: "Reset authenticator app" });
  await reset.click();
  const dialog = page.getByRole("dialog", { name: /Reset the authenticator app of E2E Intake/ });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectAccessible(page, "reset dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(reset).toBeFocused();
  // Disabling asks first too (cancelled here: this user signs in next).
  await page.getByRole("button", { name: "Disable account" }).click();
  const disable = page.getByRole("dialog", { name: /Disable the account of E2E Intake/ });
  await expect(disable.getByRole("button", { name: "Cancel" })).toBeFocused();
  await disable.getByRole("button", { name: "Cancel" }).click();
  await expect(disable).toBeHidden();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();

  // The intake user's first sign-in: temporary password, set-up, then their own password.
  await signInWithPassword(page, intake, temporary);
  await enrol(page, false);
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your own password" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
  await expectAccessible(page, "first password change");
  const own = `my own e2e password ${suffix}`;
  await page.getByLabel("Temporary password").fill(temporary);
  await page.getByLabel("New password", { exact: true }).fill(own);
  await page.getByLabel("New password again").fill(own);
  await page.getByRole("button", { name: "Change password" }).click();

  // The leads, without what intake staff may not use.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Your password was changed.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByText("Signed in as")).toContainText("E2E Intake");
  await expect(page.getByRole("link", { name: /Export CSV/ })).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Staff" });
  await expect(nav.getByRole("link")).toHaveText(["Leads", "Calls", "Report", "Your account"]);

  // The users page is refused by the server, and says so plainly.
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Not open to your account" })).toBeVisible();
  await expect(page.getByText("Your account cannot do this. Ask an administrator.")).toBeVisible();
  await expectAccessible(page, "refused page");

  expect(errors.filter((e) => !/status of (401|403)/.test(e))).toEqual([]);
});
