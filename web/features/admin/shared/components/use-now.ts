import { useEffect, useState } from "react";

/** How often an open page moves its waiting clocks on. */
export const clockTickMs = 30_000;

/** The current time in ms, moved on every `tickMs` so waiting clocks keep counting on an open page. */
export function useNow(tickMs = clockTickMs): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
