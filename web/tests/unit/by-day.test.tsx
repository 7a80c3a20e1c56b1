import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ByDay, SentenceWithToday } from "@/components/ui/by-day";
import { buildDay } from "@/lib/build-day";
import { holdsOn, showDay } from "@/lib/by-day";
import { formatDate } from "@/lib/format";

const later = (days: number) => {
  const date = new Date(`${buildDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe("text by the reader's day", () => {
  it("holds a variant from its first day up to, not on, its last", () => {
    expect(holdsOn("2027-01-01", undefined, "2027-01-01")).toBe(false);
    expect(holdsOn("2026-12-31", undefined, "2027-01-01")).toBe(true);
    expect(holdsOn("2027-01-01", "2027-01-01", "2027-07-01")).toBe(true);
    expect(holdsOn("2027-07-01", "2027-01-01", "2027-07-01")).toBe(false);
    expect(holdsOn("2030-01-01", "2027-07-01", undefined)).toBe(true);
  });

  it("writes the build day's text shown and each later change hidden; the site script shows the reader's", () => {
    const { container } = render(
      <p>
        <ByDay changes={[later(10), "2000-01-01", later(40), later(10)]} render={(day) => `as of ${day}`} />
      </p>,
    );
    const variants = [...container.querySelectorAll<HTMLElement>("[data-by-day]")];
    expect(variants.map((v) => [v.textContent, v.hidden])).toEqual([
      [`as of ${buildDay}`, false],
      [`as of ${later(10)}`, true],
      [`as of ${later(40)}`, true],
    ]);
    showDay(later(12));
    expect(variants.map((v) => v.hidden)).toEqual([true, false, true]);
    showDay(later(40));
    expect(variants.map((v) => v.hidden)).toEqual([true, true, false]);
  });

  it("is the build day's text alone when nothing changes later", () => {
    const { container } = render(<ByDay changes={["2000-01-01"]} render={() => "same"} />);
    expect(container.innerHTML).toBe("same");
  });

  it("names the reader's day in a sentence", () => {
    const { container } = render(<SentenceWithToday sentence={(date) => `Rates on ${date}.`} />);
    expect(container.textContent).toBe(`Rates on ${formatDate(buildDay)}.`);
    showDay("2027-07-02");
    expect(container.textContent).toBe(`Rates on ${formatDate("2027-07-02")}.`);
  });
});
