import { useEffect, type ComponentType } from "react";

/**
 * The root of an island's React tree, the same in the prerender (app/island.tsx) and in
 * the browser (app/island-hydrate.tsx), so that ids made with useId agree: `onHydrated` runs once
 * the island's first commit is done, after its children's effects.
 */
export function IslandRoot({
  component: Component,
  onHydrated,
}: {
  component: ComponentType;
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <Component />;
}
