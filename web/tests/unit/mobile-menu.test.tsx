import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { renderAt } from "./render";

describe("mobile menu", () => {
  it("holds the same items as the top bar and closes when an item is chosen", async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<MobileMenu />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(menu.hidden).toBe(false);
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
    await user.click(screen.getByRole("link", { name: "Wage & Hour" }));
    expect(router.state.location.pathname).toBe("/services/wage-hour");
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape and gives focus back to the toggle", async () => {
    const user = userEvent.setup();
    renderAt(<MobileMenu />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.tab();
    await user.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });
});
