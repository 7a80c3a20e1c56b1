import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { enhanceMenus } from "@/components/layout/menus";
import { TopBar } from "@/components/layout/top-bar";
import { renderAt } from "./render";

// Opening and closing from the summary, and one dropdown at a time, are the browser's (<details>
// with a shared name), checked in Chromium by tests/e2e/layout.spec.ts; here, what the site script
// adds (components/layout/menus.ts).
function dropdown(name: RegExp) {
  const nav = screen.getByRole("navigation", { name: "Main" });
  const summary = [...nav.querySelectorAll("summary")].find((s) => name.test(s.textContent ?? ""))!;
  return { summary, details: summary.parentElement as HTMLDetailsElement };
}

describe("top bar dropdowns", () => {
  beforeAll(() => enhanceMenus());

  it("are details sharing one name", () => {
    renderAt(<TopBar />);
    const names = [dropdown(/services/i), dropdown(/about/i)].map((d) => d.details.getAttribute("name"));
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBe(names[0]);
  });

  it("open on hover and close when the pointer leaves", async () => {
    const user = userEvent.setup();
    renderAt(<TopBar />);
    const { summary, details } = dropdown(/services/i);
    await user.hover(summary);
    expect(details.open).toBe(true);
    // A click on the hover-opened summary keeps it open instead of toggling it shut.
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.unhover(summary);
    await user.hover(screen.getByRole("link", { name: /golden coast/i }));
    expect(details.open).toBe(false);
  });

  it("work from the keyboard: ArrowDown opens and focuses, arrows move, Escape returns focus", async () => {
    const user = userEvent.setup();
    renderAt(<TopBar />);
    const { summary, details } = dropdown(/services/i);
    summary.focus();
    await user.keyboard("{ArrowDown}");
    expect(details.open).toBe(true);
    expect(document.activeElement?.textContent).toBe("Workplace Discrimination");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Sexual Harassment");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement?.textContent).toBe("View All Services");
    await user.keyboard("{Escape}");
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it("close after a link is chosen, which the browser follows", async () => {
    const user = userEvent.setup();
    renderAt(<TopBar />);
    const { details } = dropdown(/about/i);
    details.open = true;
    const link = within(details).getByRole("link", { name: "Our Attorneys" });
    expect(link.getAttribute("href")).toBe("/attorneys");
    await user.click(link);
    expect(details.open).toBe(false);
  });

  it("close on a press outside", async () => {
    const user = userEvent.setup();
    renderAt(<TopBar />);
    const { details } = dropdown(/about/i);
    details.open = true;
    await user.pointer({ keys: "[MouseLeft]", target: document.body });
    expect(details.open).toBe(false);
  });
});
