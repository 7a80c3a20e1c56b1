import { expect, type Locator, type Page } from "@playwright/test";

/** Collects console errors and uncaught exceptions: hydration mismatches and CSP refusals show here. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Resolves once the page is live: its site script has started and, on a page that hydrates, React
 * has hydrated it (html[data-live], components/layout/tap-queue.tsx).
 */
export async function waitForLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-live"));
}

/**
 * Holds back every request matching `url` until the returned function is called: a tap can then
 * be made before the scripts it races have arrived.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Resolves once React has rendered the staff area (its main element carries React's fiber). */
export async function waitForStaffArea(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** `items` in runs of `size`, in order: pages that share a test and a browser tab. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * Loads each page in turn, in one tab so the scripts they share come from the cache, and returns
 * what `check` finds on it and the console errors of its load, each after the page's path.
 */
export async function problemsOnPages(
  page: Page,
  paths: readonly string[],
  check: (path: string) => Promise<string[]>,
): Promise<string[]> {
  const errors = collectErrors(page);
  const problems: string[] = [];
  for (const path of paths) {
    errors.length = 0;
    await openLive(page, path);
    const found = await check(path);
    problems.push(...[...found, ...errors].map((problem) => `${path}: ${problem}`));
  }
  return problems;
}

/** Loads a prerendered page directly and waits until it is live; it must answer 200. */
export async function openLive(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForLive(page);
}

/**
 * A sent form ends on /thank-you, which the browser loads as a page (docs/decisions/0019): the
 * request and the page load can take longer than one assertion's default 5 s on a busy machine.
 */
export async function expectThankYou(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
}

/**
 * The summary of the <details> accordion item whose heading is `name` (components/ui/accordion.tsx):
 * it is reached with Tab and toggled with Enter or Space; `locator("xpath=..")` is its item, whose
 * `open` attribute says whether it is open.
 */
export function accordionSummary(page: Page, name: string | RegExp): Locator {
  return page
    .locator("summary")
    .filter({ has: page.getByRole("heading", { name, exact: typeof name === "string" }) });
}
