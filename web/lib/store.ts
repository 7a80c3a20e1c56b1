/**
 * A value that React components read with useSyncExternalStore and plain modules set: the one
 * store behind the intake dialogs' open form and the privacy choice, which the site script drives
 * without React.
 */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    current: (): T => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set: (next: T) => {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}
