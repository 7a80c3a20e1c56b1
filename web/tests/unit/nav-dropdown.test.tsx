import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TopBar } from "@/components/layout/top-bar";
import { renderAt } from "./render";

function servicesButton() {
  const nav = screen.getByRole("navigation", { name: "Main" });
  return within(nav).getByRole("button", { name: /services/i });
}

describe("top bar dropdowns", () => {
  it("opens and closes on click", async () => {
    const user = userEvent.setup();
    renderAt(<TopBar />);
    const button = servicesButton();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await user.pointer({ keys: "[TouchA]", target: button });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "View All Services" })).toBeTruthy();
    await user.pointer({ keys: "[TouchA]", target: button });
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens on hover and closes when the pointer leaves", async () => {
    const user = userEvent.setup();
    renderAt(<TopBar />);
    const button = servicesButton();
    await user.hover(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    // A click on the hover-opened button keeps it open instead of toggling it shut.
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.unhover(button);
    await user.hover(screen.getByRole("link", { name: /golden coast/i }));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("works from the keyboard: ArrowDown opens and focuses, arrows move, Escape returns focus", async () => {
    const user = userEvent.setup();
    renderAt(<TopBar />);
    const button = servicesButton();
    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.textContent).toBe("Workplace Discrimination");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Sexual Harassment");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement?.textContent).toBe("View All Services");
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });

  it("closes after a link is chosen and navigates there", async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<TopBar />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("button", { name: /about/i }));
    await user.click(screen.getByRole("link", { name: "Our Attorneys" }));
    expect(router.state.location.pathname).toBe("/attorneys");
    expect(within(nav).getByRole("button", { name: /about/i }).getAttribute("aria-expanded")).toBe("false");
  });
});
