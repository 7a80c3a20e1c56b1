import { useState } from "react";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import { useRipples } from "@/lib/use-ripples";
import { usePrefersReducedMotion } from "@/lib/use-reduced-motion";

/**
 * The hero's Free Case Review button with its ripples. The ripples run for as long as the page is
 * open, so a visible button pauses them (WCAG 2.2.2); under reduced motion there are none at all.
 */
export function RippleCta({ pauseLabel }: { pauseLabel: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const ripples = useRipples({ enabled: !reducedMotion && !paused });
  return (
    <div className="flex flex-col items-start gap-2">
      <span className="relative inline-flex">
        {ripples.map((id) => (
          <span
            key={id}
            aria-hidden="true"
            data-testid="hero-ripple"
            className="hero-ripple pointer-events-none absolute inset-0 rounded-md border-4 border-amber-300"
          />
        ))}
        <CaseReviewButton className="relative inline-flex min-h-12 items-center justify-center rounded-md bg-amber-400 px-6 text-lg font-semibold text-slate-950 hover:bg-amber-300" />
      </span>
      {!reducedMotion && (
        <button
          type="button"
          data-needs-script
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          className="min-h-11 rounded px-2 text-sm text-blue-50 underline underline-offset-2"
        >
          {pauseLabel}
        </button>
      )}
    </div>
  );
}
