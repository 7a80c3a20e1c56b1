import { chrome } from "@/content/chrome";
import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import type { TickerItem } from "@/content/figures";
import { TICKER_REPEAT } from "./ticker";

/**
 * The bottom stats strip. Its motion, its hold on hover and its pause button are the site
 * script's (components/layout/ticker.ts); the button is invisible until the script runs, since
 * the strip stands still until then. A sample figure carries its label in every copy.
 */
export function StatsTicker({ items }: { items: readonly TickerItem[] }) {
  const copies = Array.from({ length: TICKER_REPEAT }, (_, copy) => copy);
  return (
    <section
      data-ticker
      aria-label={chrome.ourRecord}
      className="flex items-center gap-2 overflow-hidden bg-blue-950 text-white"
    >
      <div className="min-w-0 flex-1 overflow-hidden py-3">
        <div
          data-ticker-track
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
        data-ticker-toggle
        className="invisible mr-2 flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded border border-white/60 px-3 text-sm"
      >
        <span data-ticker-label="pause">{chrome.pause}</span>
        <span data-ticker-label="play" hidden>
          {chrome.play}
        </span>
        <span className="sr-only">{chrome.tickerName}</span>
      </button>
    </section>
  );
}
