import type { ReactNode } from "react";
import { buildDay } from "@/lib/build-day";
import { byDayAttribute } from "@/lib/by-day";
import { formatDate } from "@/lib/format";

type Props = {
  /** The days after which `render` may give something else (a figure's change days). */
  changes: readonly string[];
  render: (day: string) => ReactNode;
  /** The element each variant is: "span" in a sentence, "tbody" in a table, "div" for a block. */
  as?: "span" | "div" | "tbody";
};

/**
 * Text that depends on the day it is read: what `render` gives for the build day, shown, and for
 * each later day in `changes`, hidden; the site script shows the one for the reader's day (lib/by-day.ts).
 * So a page built months ago still shows the figure in force on the day it is read, with no React
 * on the page. Without a later change it is `render(buildDay)` alone.
 */
export function ByDay({ changes, render, as: Tag = "span" }: Props) {
  const days = [...new Set(changes.filter((day) => day > buildDay))].sort();
  if (days.length === 0) return <>{render(buildDay)}</>;
  return [buildDay, ...days].map((from, i) => (
    <Tag
      key={from}
      {...{ [byDayAttribute]: "" }}
      data-from={i === 0 ? undefined : from}
      data-until={days[i]}
      hidden={i > 0 || undefined}
    >
      {render(from)}
    </Tag>
  ));
}

/**
 * A sentence that names the reader's day ("Rates in force on July 2, 2027."): written with the
 * build day, the date in an element the site script rewrites with the reader's (lib/by-day.ts).
 */
export function SentenceWithToday({ sentence }: { sentence: (date: string) => string }) {
  const date = formatDate(buildDay);
  const [before, ...after] = sentence(date).split(date);
  return (
    <>
      {before}
      <span data-today="">{date}</span>
      {after.join(date)}
    </>
  );
}
