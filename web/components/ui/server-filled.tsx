/**
 * A place the server fills when it sends the page (`<!--booking-slots-->` on /book,
 * `<!--booking-manage-->` on /booking): the prerender writes the template after the marker
 * (app/island.tsx, `fills`), the server puts the open times or the call in its place
 * (docs/decisions/0047), React keeps whatever the server put there while it hydrates
 * (suppressHydrationWarning: the server's HTML is meant to differ), and the page's script replaces
 * the element once it runs.
 */
export function ServerFilled({ marker }: { marker: "booking-slots" | "booking-manage" }) {
  return (
    <div
      data-server-filled={marker}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: `<!--${marker}-->` }}
    />
  );
}
