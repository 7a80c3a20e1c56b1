import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { replayHeldTap } from "@/components/layout/tap-queue";
import { IslandRoot } from "@/lib/island-root";
import { readEarlyInput } from "@/lib/early-input";
import { islandLiveAttribute } from "@/lib/island-attributes";

// Loaded with the first island a page hydrates (app/start-islands.ts): React, and hydration of one
// island's tree in the element the prerender wrote it in.

/** Hydrates `component` in `host`; resolves once it is live. */
export function hydrateIsland(host: HTMLElement, idPrefix: string, component: ComponentType): Promise<void> {
  return new Promise((resolve) => {
    const replayEarlyInput = readEarlyInput(host);
    // After React's commit, not inside it: each replayed change is then rendered before the next,
    // and a held tap's handler sees what was typed.
    const onHydrated = () =>
      queueMicrotask(() => {
        host.setAttribute(islandLiveAttribute, "");
        replayEarlyInput();
        replayHeldTap(host);
        resolve();
      });
    startTransition(() => {
      hydrateRoot(host, <IslandRoot component={component} onHydrated={onHydrated} />, {
        identifierPrefix: idPrefix,
      });
    });
  });
}
