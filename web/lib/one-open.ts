// The "one item open at a time" rule of the controls that are not <details> accordions (the
// article FAQ, the attorney profile panel); the accordions get it from the browser's `name`. A pure
// function, so the rule is tested without rendering anything.

/** Opening an item closes the one that was open; choosing the open item again closes it. */
export function toggleOne<T>(open: T | null, chosen: T): T | null {
  return open === chosen ? null : chosen;
}
