import { formatDate } from "./format";

// The browser's half of components/ui/by-day.tsx: a page built on one day shows, on the day it is
// read, what it would show if built that day. The prerendered HTML holds the text for the build day
// and for each later day on which it changes (a legal figure's new value, a scheduled change that
// came without one), each marked with the days it holds for; the site script shows the one for the
// reader's day in California and writes that day where the page names it (data-today).

export const byDayAttribute = "data-by-day";

/** True when a variant marked with `from` (inclusive) and `until` (exclusive) holds on `day`. */
export function holdsOn(day: string, from: string | undefined, until: string | undefined): boolean {
  return (from === undefined || from <= day) && (until === undefined || day < until);
}

export function showDay(day: string, doc: Document = document): void {
  for (const variant of doc.querySelectorAll<HTMLElement>(`[${byDayAttribute}]`))
    variant.hidden = !holdsOn(day, variant.dataset.from, variant.dataset.until);
  for (const date of doc.querySelectorAll<HTMLElement>("[data-today]")) date.textContent = formatDate(day);
}
