// Styles for the plain HTML the server puts in place of a marker comment (docs/booking-api.md),
// written on the wrapper so the page's stylesheet keeps them (scripts/page-css.ts keeps the rules
// of the classes a page's own markup names): labelled radios and buttons as 48-pixel targets.
const serverFilledClass =
  "text-slate-900 [&_button]:mt-3 [&_button]:inline-flex [&_button]:min-h-12 [&_button]:items-center [&_button]:rounded-md [&_button]:border [&_button]:border-slate-400 [&_button]:px-5 [&_button]:font-semibold [&_fieldset]:mt-4 [&_fieldset]:min-w-0 [&_form]:mt-4 [&_input]:size-5 [&_input]:shrink-0 [&_input]:accent-blue-800 [&_label]:mt-2 [&_label]:flex [&_label]:min-h-12 [&_label]:cursor-pointer [&_label]:items-center [&_label]:gap-3 [&_label]:rounded-lg [&_label]:border [&_label]:border-slate-300 [&_label]:px-3 [&_legend]:text-lg [&_legend]:font-semibold [&_p]:mt-2";

/**
 * A place the server fills when it sends the page (`<!--booking-slots-->` on /book,
 * `<!--booking-manage-->` on /booking): the prerendered markup is only the comment, React keeps
 * whatever the server put there while it hydrates (suppressHydrationWarning: the server's HTML is
 * meant to differ), and the page's script replaces the element once it runs.
 */
export function ServerFilled({ marker }: { marker: "booking-slots" | "booking-manage" }) {
  return (
    <div
      className={serverFilledClass}
      data-server-filled={marker}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: `<!--${marker}-->` }}
    />
  );
}
