/** The reader's request for less motion, as the site script's animations read it. */
export function reducedMotion(win: Window = window): MediaQueryList | undefined {
  return win.matchMedia?.("(prefers-reduced-motion: reduce)");
}
