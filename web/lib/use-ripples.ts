import { useEffect, useRef, useState } from "react";

export const RIPPLE_INTERVAL_MS = 1500;
export const RIPPLE_LIFE_MS = 750;
export const RIPPLE_MAX = 2;

type Options = { enabled: boolean; intervalMs?: number; lifeMs?: number; max?: number };

/**
 * The hero button's ripples: a new one every 1.5 s, never more than two at once, each removed
 * after 0.75 s. Returns the ids of the ripples on screen. `enabled` is false under reduced
 * motion or when the visitor paused the animation, and then no ripple is ever made.
 */
export function useRipples({
  enabled,
  intervalMs = RIPPLE_INTERVAL_MS,
  lifeMs = RIPPLE_LIFE_MS,
  max = RIPPLE_MAX,
}: Options): number[] {
  const [ripples, setRipples] = useState<number[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const removals = new Set<number>();
    const interval = window.setInterval(() => {
      const id = nextId.current++;
      setRipples((current) => (current.length >= max ? current : [...current, id]));
      // Scheduled even when the cap refused the ripple: removing an id that is absent is a no-op.
      const removal = window.setTimeout(() => {
        removals.delete(removal);
        setRipples((current) => current.filter((r) => r !== id));
      }, lifeMs);
      removals.add(removal);
    }, intervalMs);
    return () => {
      window.clearInterval(interval);
      for (const r of removals) window.clearTimeout(r);
      setRipples([]);
    };
  }, [enabled, intervalMs, lifeMs, max]);

  return ripples;
}
