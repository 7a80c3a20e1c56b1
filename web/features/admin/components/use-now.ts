import { useEffect, useState } from "react";
import { clockTickMs } from "../lead-clock";

/** The current time in ms, moved on every `tickMs` so waiting clocks keep counting on an open page. */
export function useNow(tickMs = clockTickMs): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
