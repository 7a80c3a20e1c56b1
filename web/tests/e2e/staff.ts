import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { waitForStaffArea } from "./helpers";
import { totp } from "./totp";

// Staff accounts and sign-in for the end-to-end tests of the staff area (admin.spec.ts,
// conversation.spec.ts), and axe over a staff page.

export const webRoot = path.resolve(import.meta.dirname, "../..");
export const repoRoot = path.resolve(webRoot, "..");
const serverBinary = process.env.FIRM_SERVER ?? path.join(repoRoot, "server/build/firm-server");
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let ownerAdded = false;

/**
 * The database's first account must be an admin (the command line refuses an intake one), and on
 * a fresh machine a test that adds an intake user may run before any test that adds an admin. Each
 * worker makes sure of one admin first; the second worker's attempt finds it there and is ignored.
 */
function ensureFirstAdmin(): void {
  if (ownerAdded) return;
  try {
    runUserAdd("e2e-owner", "e2e owner passphrase kept here", "E2E Owner", "admin");
  } catch {
    // Already there (another worker or an earlier run made it).
  }
  ownerAdded = true;
}

/** A new staff account in the e2e server's database (the same environment as its webServer). */
export function addStaffUser(
  username: string,
  password: string,
  displayName: string,
  role: "admin" | "intake",
): void {
  if (role !== "admin") ensureFirstAdmin();
  runUserAdd(username, password, displayName, role);
}

function runUserAdd(username: string, password: string, displayName: string, role: "admin" | "intake"): void {
  execFileSync(serverBinary, ["user", "add", username, "--name", displayName, "--role", role], {
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

/** No WCAG 2.2 AA violation that axe can find, and nothing wider than the screen. */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, what).toEqual([]);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${what}: page wider than the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

export function uniqueSuffix(projectName: string): string {
  return `${projectName}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

export async function signInWithPassword(page: Page, username: string, password: string) {
  await page.getByLabel("User name").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * The first sign-in's set-up, as a staff member does it: the key from the page into the "app",
 * its code back into the page, then the recovery codes saved. Returns the key and the codes.
 */
export async function enrol(
  page: Page,
  checkAccessibility: boolean,
): Promise<{ secret: string; codes: string[] }> {
  await expect(page).toHaveURL(/\/admin\/enrol(\?|$)/);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  if (checkAccessibility) await expectAccessible(page, "set-up page");
  const shown = await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
  const secret = shown!.replace(/\s/g, "");
  expect(secret.length).toBeGreaterThanOrEqual(16);
  await page.getByLabel("6-digit code from the app").fill(totp(secret));
  await page.getByRole("button", { name: "Finish setting up" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Save your recovery codes" })).toBeFocused();
  const codes = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  if (checkAccessibility) await expectAccessible(page, "recovery codes");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download as text" }).click();
  const saved = readFileSync((await (await downloadPromise).path())!, "utf8");
  for (const code of codes) expect(saved).toContain(code);
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  return { secret, codes };
}

/** A new staff user's first sign-in from the inbox's address: password, then the app's set-up. */
export async function firstSignIn(page: Page, username: string, password: string) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login/);
  await waitForStaffArea(page);
  await signInWithPassword(page, username, password);
  await enrol(page, false);
  await expect(page).toHaveURL(/\/admin$/);
}
