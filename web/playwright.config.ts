import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { sms } from "./tests/e2e/sms-provider";

// End-to-end tests drive Debian's chromium against the real C++ server serving the real build.
// The browser is never downloaded; CHROMIUM_PATH may point elsewhere on other machines.
const port = Number(process.env.E2E_PORT ?? 18_080);
const repoRoot = path.resolve(import.meta.dirname, "..");
const serverBinary = process.env.FIRM_SERVER ?? path.join(repoRoot, "server/build/firm-server");
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // The stand-in SMS provider (tests/e2e/sms-provider.ts) the first server texts through.
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "off",
  },
  // Every test runs at the desktop width. The phone project runs only what differs on a phone
  // (the menu, cards, above-the-fold checks, the Spanish templates' axe run) and one case review:
  // tests tagged @phone run in both projects, @phone-only in the phone project alone
  // (docs/testing.md).
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    { name: "mobile", grep: /@phone/, use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: serverBinary,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_DIR: path.join(import.meta.dirname, "build/site"),
        // Not under test-results/, which Playwright empties at the start of a run. The tests use
        // unique e-mail addresses, so rows left from earlier runs do not matter.
        DATA_DIR: path.join(import.meta.dirname, ".e2e-data"),
        FORMS_DIR: path.join(repoRoot, "config/forms"),
        // The rate limit has its own C++ tests; here many submissions come from 127.0.0.1.
        INTAKE_RATE_LIMIT: "1000/600",
        // So have booking's (decision 0037): the tests book with a few fixed phone numbers, and
        // the bookings of earlier runs stay in DATA_DIR.
        BOOKING_CONTACT_LIMIT: "off",
        BOOKING_SLOTS_RATE_LIMIT: "1000/600",
        // Texting on (issue 34): texts go to the stand-in provider started by global-setup.ts,
        // and the tests sign inbound texts over this origin as the provider would.
        SITE_ORIGIN: sms.siteOrigin,
        SMS_URL: `http://127.0.0.1:${sms.port}/`,
        SMS_ACCOUNT: sms.account,
        SMS_TOKEN: sms.token,
        SMS_FROM: sms.from,
      },
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The same site with a Google tag and a Meta pixel configured, for the consent tests.
      command: serverBinary,
      env: {
        PORT: String(port + 1),
        HOST: "127.0.0.1",
        SITE_DIR: path.join(import.meta.dirname, "build/site"),
        DATA_DIR: path.join(import.meta.dirname, ".e2e-data/tracking"),
        FORMS_DIR: path.join(repoRoot, "config/forms"),
        GTAG_ID: "G-E2ETEST1",
        META_PIXEL_ID: "1234567890",
      },
      url: `http://127.0.0.1:${port + 1}/healthz`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
