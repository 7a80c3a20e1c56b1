import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StatsTicker } from "@/components/layout/stats-ticker";
import { startTicker, TICKER_INTERVAL_MS } from "@/components/layout/ticker";
import type { TickerItem } from "@/content/figures";

const items: TickerItem[] = [
  { text: "1,500+ Cases Won", figure: { id: "totals.casesWon", provenance: { status: "sample" } } },
  {
    text: "$50,000,000+ Recovered",
    figure: { id: "totals.recoveredUsd", provenance: { status: "verified", source: "case ledger" } },
  },
  { text: "4.8 Review Score", figure: { id: "figures.reviews", provenance: { status: "sample" } } },
  { text: "Fighting for California Workers" },
];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

function offset(): number {
  const transform = screen.getByTestId("ticker-track").style.transform;
  const match = /translateX\((-?[\d.]+)px\)/.exec(transform);
  return match ? -Number(match[1]) : 0;
}

/** The strip as prerendered, moved by the site script's ticker. */
function renderTicker() {
  const view = render(<StatsTicker items={items} />);
  startTicker(view.container.querySelector<HTMLElement>("[data-ticker]")!);
  return view;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("stats ticker", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the four items four times, only the first copy to assistive technology", () => {
    render(<StatsTicker items={items} />);
    expect(screen.getAllByText("1,500+ Cases Won")).toHaveLength(4);
    const lists = screen.getByTestId("ticker-track").querySelectorAll("ul");
    expect([...lists].map((l) => l.getAttribute("aria-hidden"))).toEqual([null, "true", "true", "true"]);
  });

  it("labels each sample figure in every copy, and only the samples", () => {
    render(<StatsTicker items={items} />);
    const first = screen.getByTestId("ticker-track").querySelector("ul")!;
    const labelled = [...first.querySelectorAll("li")].map((li) => [
      li.textContent,
      li.querySelector("[data-sample-label]") !== null,
    ]);
    expect(labelled).toEqual([
      ["Sample figure1,500+ Cases Won", true],
      ["$50,000,000+ Recovered", false],
      ["Sample figure4.8 Review Score", true],
      ["Fighting for California Workers", false],
    ]);
    expect(screen.getAllByText("Sample figure")).toHaveLength(2 * 4);
  });

  it("moves one pixel every 30 ms", () => {
    renderTicker();
    advance(TICKER_INTERVAL_MS * 10);
    expect(offset()).toBe(10);
  });

  it("pauses while hovered and resumes after", () => {
    renderTicker();
    advance(TICKER_INTERVAL_MS * 5);
    const strip = screen.getByTestId("ticker-track").parentElement!;
    fireEvent.pointerEnter(strip);
    advance(TICKER_INTERVAL_MS * 20);
    expect(offset()).toBe(5);
    fireEvent.pointerLeave(strip);
    advance(TICKER_INTERVAL_MS * 3);
    expect(offset()).toBe(8);
  });

  it("has a visible pause button that stops and restarts the motion", () => {
    renderTicker();
    fireEvent.click(screen.getByRole("button", { name: /pause/i }));
    advance(TICKER_INTERVAL_MS * 20);
    expect(offset()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: /play/i }));
    advance(TICKER_INTERVAL_MS * 2);
    expect(offset()).toBe(2);
  });

  it("does not move by itself when reduced motion is requested", () => {
    mockReducedMotion(true);
    renderTicker();
    advance(TICKER_INTERVAL_MS * 50);
    expect(offset()).toBe(0);
    expect(screen.getByRole("button", { name: /play/i })).toBeTruthy();
  });

  it("keeps its button invisible until the script moves it", () => {
    const { container } = render(<StatsTicker items={items} />);
    const button = container.querySelector("[data-ticker-toggle]")!;
    expect(button.classList.contains("invisible")).toBe(true);
    startTicker(container.querySelector<HTMLElement>("[data-ticker]")!);
    expect(button.classList.contains("invisible")).toBe(false);
  });
});
