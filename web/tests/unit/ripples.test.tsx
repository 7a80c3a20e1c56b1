import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RippleCta } from "@/components/sections/ripple-cta";
import { RIPPLE_INTERVAL_MS, RIPPLE_LIFE_MS, startRipples } from "@/components/sections/ripples";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const count = () => screen.queryAllByTestId("hero-ripple").length;

/** The hero's button as prerendered, its ripples started by the site script. */
function renderCta(options?: { intervalMs: number }) {
  const view = render(<RippleCta pauseLabel="Stop the button animation" />);
  startRipples(view.container.querySelector<HTMLElement>("[data-ripples]")!, options);
  return view;
}

describe("hero ripples", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it("adds a ripple every 1.5 s and removes each after 750 ms", () => {
    renderCta();
    expect(count()).toBe(0);
    advance(RIPPLE_INTERVAL_MS - 1);
    expect(count()).toBe(0);
    advance(1);
    expect(count()).toBe(1);
    advance(RIPPLE_LIFE_MS - 1);
    expect(count()).toBe(1);
    advance(1);
    expect(count()).toBe(0);
    advance(RIPPLE_INTERVAL_MS - RIPPLE_LIFE_MS);
    expect(count()).toBe(1);
  });

  it("never shows more than two at once", () => {
    // A faster interval than the life makes the cap matter.
    renderCta({ intervalMs: 100 });
    advance(100);
    expect(count()).toBe(1);
    advance(100);
    expect(count()).toBe(2);
    for (let i = 0; i < 5; i++) {
      advance(100);
      expect(count()).toBeLessThanOrEqual(2);
    }
    expect(count()).toBe(2);
  });

  it("makes none under reduced motion, and offers no pause button then", () => {
    mockReducedMotion(true);
    renderCta();
    advance(RIPPLE_INTERVAL_MS * 10);
    expect(count()).toBe(0);
    // The button keeps its space, invisible (the stylesheet hides it from everyone).
    expect(screen.getByRole("button", { name: /Stop/ }).classList.contains("invisible")).toBe(true);
  });

  it("stops when paused and starts again", () => {
    renderCta();
    const pause = screen.getByRole("button", { name: "Stop the button animation" });
    fireEvent.click(pause);
    expect(pause.getAttribute("aria-pressed")).toBe("true");
    advance(RIPPLE_INTERVAL_MS * 4);
    expect(count()).toBe(0);
    fireEvent.click(pause);
    advance(RIPPLE_INTERVAL_MS);
    expect(count()).toBe(1);
  });
});
