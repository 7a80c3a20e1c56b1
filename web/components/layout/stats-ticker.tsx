import { chrome } from "@/content/chrome";
import { useEffect, useRef, useState } from "react";
import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import type { TickerItem } from "@/content/figures";
import { usePrefersReducedMotion } from "@/lib/use-reduced-motion";

export const TICKER_STEP_PX = 1;
export const TICKER_INTERVAL_MS = 30;
export const TICKER_REPEAT = 4;

type Choice = "auto" | "paused" | "playing";

/**
 * The bottom stats strip: moves 1 px every 30 ms, pauses while hovered or focused, has a visible
 * pause button (WCAG 2.2.2), and does not move by itself when reduced motion is requested. A
 * sample figure carries its label in every copy.
 */
export function StatsTicker({ items }: { items: readonly TickerItem[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<Choice>("auto");
  const [held, setHeld] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const offset = useRef(0);

  const wantsMotion = choice === "playing" || (choice === "auto" && !reducedMotion);
  const moving = wantsMotion && !held;

  useEffect(() => {
    if (!moving) return;
    const id = window.setInterval(() => {
      const track = trackRef.current;
      if (!track) return;
      const groupWidth = track.scrollWidth / TICKER_REPEAT;
      offset.current += TICKER_STEP_PX;
      if (groupWidth > 0 && offset.current >= groupWidth) offset.current -= groupWidth;
      track.style.transform = `translateX(${-offset.current}px)`;
    }, TICKER_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [moving]);

  const copies = Array.from({ length: TICKER_REPEAT }, (_, copy) => copy);
  return (
    <section
      aria-label={chrome.ourRecord}
      className="flex items-center gap-2 overflow-hidden bg-blue-950 text-white"
    >
      <div
        className="min-w-0 flex-1 overflow-hidden py-3"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
      >
        <div
          ref={trackRef}
          data-testid="ticker-track"
          className="flex w-max whitespace-nowrap will-change-transform"
        >
          {copies.map((copy) => (
            <ul key={copy} aria-hidden={copy > 0 ? true : undefined} className="flex shrink-0">
              {items.map((item) => (
                <li
                  key={item.text}
                  {...(item.figure ? claimMarks(item.figure.id, item.figure.provenance) : {})}
                  className="flex items-center gap-2 px-8 font-semibold"
                >
                  {item.figure && <SampleLabel provenance={item.figure.provenance} kind="figure" />}
                  {item.text}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <button
        type="button"
        data-needs-script
        onClick={() => setChoice(wantsMotion ? "paused" : "playing")}
        className="mr-2 flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded border border-white/60 px-3 text-sm"
      >
        {wantsMotion ? chrome.pause : chrome.play}
        <span className="sr-only">{chrome.tickerName}</span>
      </button>
    </section>
  );
}
