import { useEffect } from "react";

/**
 * While `active`, sets the page's scroll padding on `side`, so that an element scrolled into view
 * by focus never hides under a fixed bar there (WCAG 2.4.11); the stylesheet's value comes back
 * when it ends.
 */
export function useScrollPadding(side: "top" | "bottom", padding: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const style = document.documentElement.style;
    const property = side === "top" ? "scrollPaddingTop" : "scrollPaddingBottom";
    style[property] = padding;
    return () => {
      style[property] = "";
    };
  }, [side, padding, active]);
}
