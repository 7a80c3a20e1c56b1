import { reducedMotion } from "@/lib/reduced-motion";

// The hero button's ripples (ripple-cta.tsx), started by the site script (app/site-script.ts): a
// new one every 1.5 s, never more than two at once, each removed after 0.75 s. They run for as
// long as the page is open, so the button beside them pauses them (WCAG 2.2.2); under reduced
// motion there are none, and the button stays invisible (it keeps its space: nothing moves).

export const RIPPLE_INTERVAL_MS = 1500;
export const RIPPLE_LIFE_MS = 750;
export const RIPPLE_MAX = 2;

const rippleClass = "hero-ripple pointer-events-none absolute inset-0 rounded-md border-4 border-amber-300";

export function startRipples(
  root: HTMLElement,
  { intervalMs = RIPPLE_INTERVAL_MS, lifeMs = RIPPLE_LIFE_MS, max = RIPPLE_MAX } = {},
  win: Window = window,
): void {
  const host = root.querySelector<HTMLElement>("[data-ripple-host]");
  const pause = root.querySelector<HTMLButtonElement>("[data-ripple-pause]");
  if (!host || !pause || reducedMotion(win)?.matches) return;
  const live = () => host.querySelectorAll("[data-testid=hero-ripple]");
  let interval: number | undefined;
  const removals = new Set<number>();

  const start = () => {
    interval = win.setInterval(() => {
      let ripple: HTMLElement | null = null;
      if (live().length < max) {
        ripple = host.ownerDocument.createElement("span");
        ripple.setAttribute("aria-hidden", "true");
        ripple.dataset.testid = "hero-ripple";
        ripple.className = rippleClass;
        host.prepend(ripple);
      }
      // Scheduled even when the cap refused the ripple: removing nothing is a no-op.
      const removal = win.setTimeout(() => {
        removals.delete(removal);
        ripple?.remove();
      }, lifeMs);
      removals.add(removal);
    }, intervalMs);
  };
  const stop = () => {
    win.clearInterval(interval);
    for (const removal of removals) win.clearTimeout(removal);
    removals.clear();
    for (const ripple of live()) ripple.remove();
  };

  pause.classList.remove("invisible");
  pause.addEventListener("click", () => {
    const paused = pause.getAttribute("aria-pressed") !== "true";
    pause.setAttribute("aria-pressed", String(paused));
    if (paused) stop();
    else start();
  });
  start();
}
