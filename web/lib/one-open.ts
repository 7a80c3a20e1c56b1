// The "one item open at a time" rules shared by every accordion, the results section and the
// attorney profile panel. Pure functions, so the rules are tested without rendering anything.

/** Opening an item closes the one that was open; choosing the open item again closes it. */
export function toggleOne<T>(open: T | null, chosen: T): T | null {
  return open === chosen ? null : chosen;
}

/** Which results category is open, and which example inside it. */
export type ResultsOpenState = { category: string | null; example: number | null };

export type ResultsAction = { type: "category"; slug: string } | { type: "example"; index: number };

export const resultsClosed: ResultsOpenState = { category: null, example: null };

/**
 * Only one category and one example are open at a time. Opening or closing a category always
 * closes the open example, so an example never stays open under a category that was swapped out.
 */
export function resultsReducer(state: ResultsOpenState, action: ResultsAction): ResultsOpenState {
  if (action.type === "category") return { category: toggleOne(state.category, action.slug), example: null };
  if (state.category === null) return state;
  return { ...state, example: toggleOne(state.example, action.index) };
}
