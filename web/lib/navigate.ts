import { hrefOf } from "./base-path";

/**
 * Goes to another public page by loading it (a public page is a document; no client router runs
 * on it). What the next page needs from this one travels in session storage, never in the URL.
 */
export function goTo(path: string): void {
  window.location.assign(hrefOf(path));
}
