import { reducedMotion } from "@/lib/reduced-motion";

// The stats ticker's motion (components/layout/stats-ticker.tsx), started by the site script
// (app/site-script.ts): the track moves 1 px every 30 ms, holds while the pointer is over it, and
// its button pauses and restarts it (WCAG 2.2.2). It does not move by itself when the reader asked
// for less motion; the button then starts it. Before the script runs the ticker stands still, so
// its button stays hidden (without taking space from the track) until there is motion to stop.

export const TICKER_STEP_PX = 1;
export const TICKER_INTERVAL_MS = 30;
export const TICKER_REPEAT = 4;

export function startTicker(section: HTMLElement, win: Window = window): void {
  const track = section.querySelector<HTMLElement>("[data-ticker-track]");
  const strip = track?.parentElement;
  const button = section.querySelector<HTMLButtonElement>("[data-ticker-toggle]");
  if (!track || !strip || !button) return;
  const motionQuery = reducedMotion(win);
  let choice: "auto" | "paused" | "playing" = "auto";
  let held = false;
  let offset = 0;
  let timer: number | undefined;

  const wantsMotion = () => choice === "playing" || (choice === "auto" && !motionQuery?.matches);
  const step = () => {
    const groupWidth = track.scrollWidth / TICKER_REPEAT;
    offset += TICKER_STEP_PX;
    if (groupWidth > 0 && offset >= groupWidth) offset -= groupWidth;
    track.style.transform = `translateX(${-offset}px)`;
  };
  const update = () => {
    const moving = wantsMotion() && !held;
    if (moving && timer === undefined) timer = win.setInterval(step, TICKER_INTERVAL_MS);
    if (!moving && timer !== undefined) {
      win.clearInterval(timer);
      timer = undefined;
    }
    for (const label of button.querySelectorAll<HTMLElement>("[data-ticker-label]"))
      label.hidden = (label.dataset.tickerLabel === "pause") !== wantsMotion();
  };

  strip.addEventListener("pointerenter", () => {
    held = true;
    update();
  });
  strip.addEventListener("pointerleave", () => {
    held = false;
    update();
  });
  button.addEventListener("click", () => {
    choice = wantsMotion() ? "paused" : "playing";
    update();
  });
  motionQuery?.addEventListener?.("change", update);
  button.classList.remove("invisible");
  update();
}
