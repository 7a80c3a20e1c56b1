/** From this viewport width on, the carousel shows two items side by side. */
export const CAROUSEL_TWO_UP_MIN_WIDTH = 768;

/** Width of one carousel item: half the scroll box at 768 px or wider, the whole box below. */
export function carouselItemWidth(containerWidth: number, viewportWidth: number): number {
  return viewportWidth >= CAROUSEL_TWO_UP_MIN_WIDTH ? containerWidth / 2 : containerWidth;
}

/**
 * The active dot for a scroll position: the item nearest the left edge, counted by item width,
 * wrapping modulo the number of items (a scroll past the end starts again at the first dot).
 */
export function activeDotIndex(input: {
  scrollLeft: number;
  containerWidth: number;
  viewportWidth: number;
  count: number;
}): number {
  const { scrollLeft, containerWidth, viewportWidth, count } = input;
  if (count <= 0) return 0;
  const itemWidth = carouselItemWidth(containerWidth, viewportWidth);
  if (itemWidth <= 0) return 0;
  const raw = Math.round(Math.max(0, scrollLeft) / itemWidth);
  return ((raw % count) + count) % count;
}

/** Previous and next wrap around: after the last item comes the first. */
export function stepIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}
