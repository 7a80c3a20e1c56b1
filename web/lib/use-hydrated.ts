import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False while prerendering and hydrating, true in the browser after that: what only the browser
 * knows (the address's query, session storage) is rendered once the page has hydrated, so the
 * first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
