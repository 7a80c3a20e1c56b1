import { describe, expect, it } from "vitest";
import { activeDotIndex, carouselItemWidth, stepIndex } from "@/lib/carousel";

describe("carousel dot arithmetic", () => {
  it("uses half the box as the item width from 768 px, the whole box below", () => {
    expect(carouselItemWidth(1000, 768)).toBe(500);
    expect(carouselItemWidth(1000, 1280)).toBe(500);
    expect(carouselItemWidth(360, 767)).toBe(360);
  });

  it("counts items by item width on a phone", () => {
    const at = (scrollLeft: number) =>
      activeDotIndex({ scrollLeft, containerWidth: 360, viewportWidth: 390, count: 4 });
    expect(at(0)).toBe(0);
    expect(at(170)).toBe(0);
    expect(at(190)).toBe(1);
    expect(at(360)).toBe(1);
    expect(at(1080)).toBe(3);
  });

  it("counts by half widths from 768 px", () => {
    const at = (scrollLeft: number) =>
      activeDotIndex({ scrollLeft, containerWidth: 1000, viewportWidth: 1280, count: 4 });
    expect(at(500)).toBe(1);
    expect(at(1000)).toBe(2);
    expect(at(1500)).toBe(3);
  });

  it("wraps modulo the count past the end", () => {
    expect(activeDotIndex({ scrollLeft: 1440, containerWidth: 360, viewportWidth: 390, count: 4 })).toBe(0);
    expect(activeDotIndex({ scrollLeft: 1800, containerWidth: 360, viewportWidth: 390, count: 4 })).toBe(1);
  });

  it("is safe with no items or no width", () => {
    expect(activeDotIndex({ scrollLeft: 100, containerWidth: 0, viewportWidth: 390, count: 4 })).toBe(0);
    expect(activeDotIndex({ scrollLeft: 100, containerWidth: 360, viewportWidth: 390, count: 0 })).toBe(0);
  });

  it("previous and next wrap around", () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(1, 1, 4)).toBe(2);
  });
});
