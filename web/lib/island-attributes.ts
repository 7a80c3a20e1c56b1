// How the prerender marks an island (app/island.tsx) for the browser (app/start-islands.ts).

/** When the browser hydrates an island: after the first paint, or on the first touch, focus or key in it. */
export type IslandWhen = "load" | "intent";

export const islandAttribute = "data-island";
export const islandWhenAttribute = "data-island-when";
/** The prefix of the ids useId makes in an island, the same in the prerender and the browser. */
export const islandIdPrefix = (name: string) => `${name}-`;
