import { useSyncExternalStore } from "react";
import { californiaToday } from "@/lib/format";

declare const __BUILD_DAY__: string;

/** The day the site was built (California time); prerendered HTML shows the figures of that day. */
export const buildDay: string = typeof __BUILD_DAY__ === "string" ? __BUILD_DAY__ : californiaToday();

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
