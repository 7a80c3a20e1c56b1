import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "@/components/ui/accordion";
import { toggleOne } from "@/lib/one-open";

const items = ["One", "Two", "Three"].map((t) => ({
  id: t.toLowerCase(),
  title: t,
  content: <p>{t} body</p>,
}));

function expanded(): string[] {
  return screen
    .getAllByRole("button")
    .filter((b) => b.getAttribute("aria-expanded") === "true")
    .map((b) => b.textContent!.replace(/[+−]/g, "").trim());
}

describe("one-open rule", () => {
  it("opens the chosen item, switches to another, and closes the open one when chosen again", () => {
    expect(toggleOne(null, "a")).toBe("a");
    expect(toggleOne("a", "b")).toBe("b");
    expect(toggleOne("b", "b")).toBeNull();
  });
});

describe("accordion", () => {
  it("starts closed, with each button controlling its hidden panel", () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole("button", { name: /One/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(true);
    expect(panel.textContent).toBe("One body");
  });

  it("keeps one item open: opening another closes the first, and clicking the open one closes it", () => {
    render(<Accordion items={items} />);
    fireEvent.click(screen.getByRole("button", { name: /One/ }));
    expect(expanded()).toEqual(["One"]);
    expect(screen.getByRole("region", { name: /One/ }).hidden).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: /Three/ }));
    expect(expanded()).toEqual(["Three"]);
    fireEvent.click(screen.getByRole("button", { name: /Three/ }));
    expect(expanded()).toEqual([]);
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /One/ }));
    await user.keyboard("{Enter}");
    expect(expanded()).toEqual(["One"]);
    await user.tab();
    await user.keyboard(" ");
    expect(expanded()).toEqual(["Two"]);
  });

  it("puts each button in a heading of the requested level", () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
  });
});
