import type { ComponentType } from "react";
import { islandAttribute, islandIdPrefix, islandModule, islandWhenAttribute } from "@/lib/island-attributes";

// The browser side of the islands (app/island.tsx, docs/decisions/0035): the site script
// finds them in the page and hydrates each, with its code and React loaded for it, either at once
// or on the first touch, focus or key inside it. Until then an island is its prerendered HTML:
// fields take what is typed, a form the server takes can be sent, and a tap on one of its buttons
// is held (components/layout/tap-queue.ts). This module is part of the site script and imports no
// React: React comes with the first island a page hydrates (app/island-hydrate.tsx).

const loaders = import.meta.glob<ComponentType>("/app/islands/*.tsx", { import: "default" });

function hydrate(host: HTMLElement): Promise<void> {
  const name = host.getAttribute(islandAttribute) ?? "";
  const load = loaders[islandModule(name)];
  if (!load) return Promise.reject(new Error(`no island ${name}`));
  return Promise.all([import("./island-hydrate"), load()]).then(([{ hydrateIsland }, component]) =>
    hydrateIsland(host, islandIdPrefix(name), component),
  );
}

const intentEvents = ["pointerdown", "focusin", "keydown"] as const;

/**
 * Hydrates the page's islands; resolves once those hydrated at once are (or have failed: the
 * island then stays HTML, which works without script).
 */
export function startIslands(): Promise<void> {
  const atOnce: Promise<void>[] = [];
  for (const host of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    const start = () => hydrate(host).catch(() => {});
    if (host.getAttribute(islandWhenAttribute) !== "intent") {
      atOnce.push(start());
      continue;
    }
    const onIntent = () => {
      for (const type of intentEvents) host.removeEventListener(type, onIntent, true);
      void start();
    };
    for (const type of intentEvents) host.addEventListener(type, onIntent, true);
    // A field focused, or typed in, before the script ran.
    if (host.contains(document.activeElement)) onIntent();
  }
  return Promise.all(atOnce).then(() => {});
}
