import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { enhanceMenus } from "@/components/layout/menus";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { renderAt } from "./render";

// Opening and closing from the summary is the browser's (<details>), checked in Chromium by
// tests/e2e/layout.spec.ts; here, what the site script adds (components/layout/menus.ts): closing on a choice and on Escape.
function menu(container: HTMLElement) {
  const details = container.querySelector("details")!;
  return { details, summary: details.querySelector("summary")! };
}

describe("mobile menu", () => {
  beforeAll(() => enhanceMenus());

  it("holds the same items as the top bar and closes when an item is chosen", async () => {
    const user = userEvent.setup();
    const { container } = renderAt(<MobileMenu />);
    const { details, summary } = menu(container);
    expect(summary.textContent).toContain("Open menu");
    details.open = true;
    screen.getByRole("navigation", { name: "Main menu" });
    for (const name of [
      "Workplace Discrimination",
      "View All Services",
      "Our Firm",
      "Our Attorneys",
      "Case Results",
      "Contact",
      "Free Case Review",
    ]) {
      expect(screen.getByRole("link", { name })).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: /call \(310\)/i }).getAttribute("href")).toBe("tel:+13105550142");
    const link = screen.getByRole("link", { name: "Wage & Hour" });
    expect(link.getAttribute("href")).toBe("/services/wage-hour"); // the browser follows it
    await user.click(link);
    expect(details.open).toBe(false);
  });

  it("closes on Escape and gives focus back to its summary", async () => {
    const user = userEvent.setup();
    const { container } = renderAt(<MobileMenu />);
    const { details, summary } = menu(container);
    details.open = true;
    screen.getByRole("link", { name: "Our Firm" }).focus();
    await user.keyboard("{Escape}");
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });
});
