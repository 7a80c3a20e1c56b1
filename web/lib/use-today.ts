import { useSyncExternalStore } from "react";
import { californiaToday } from "@/lib/format";

import { buildDay } from "./build-day";

export { buildDay };

const subscribe = () => () => {};

/**
 * Today in California. The prerendered HTML and the hydration pass use the build day, so they
 * match; right after hydration React renders again with the reader's day, so a page built months
 * ago still shows the figure in force on the day it is read.
 */
export function useToday(): string {
  return useSyncExternalStore(
    subscribe,
    () => californiaToday(),
    () => buildDay,
  );
}
