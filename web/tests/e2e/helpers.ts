import type { Page } from "@playwright/test";

/** Collects console errors and uncaught exceptions: hydration mismatches and CSP refusals show here. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Resolves once React has hydrated the page (the router marks the window). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => "__reactRouterRouteModules" in window && document.readyState === "complete",
  );
  // Let React finish attaching handlers after the module scripts ran.
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}
