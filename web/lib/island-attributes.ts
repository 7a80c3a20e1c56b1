// How the prerender marks an island (app/island.tsx) for the browser (app/start-islands.ts), the
// tap queue (components/layout/tap-queue.ts) and the post-build step (scripts/postbuild.ts).

/** When the browser hydrates an island: after the first paint, or on the first touch, focus or key in it. */
export type IslandWhen = "load" | "intent";

export const islandAttribute = "data-island";
export const islandWhenAttribute = "data-island-when";
/** Set on an island once React has hydrated it: a tap held for a control in it is carried out then. */
export const islandLiveAttribute = "data-island-live";
/** An island React has not hydrated yet. */
export const waitingIslandSelector = `[${islandAttribute}]:not([${islandLiveAttribute}])`;

/** The prefix of the ids useId makes in an island, the same in the prerender and the browser. */
export const islandIdPrefix = (name: string) => `${name}-`;
/** An island's module as `import.meta.glob("/app/islands/*.tsx")` keys it. */
export const islandModule = (name: string) => `/app/islands/${name}.tsx`;
