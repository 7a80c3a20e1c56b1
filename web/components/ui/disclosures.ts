// What the site script (app/site-script.ts) adds to the site's <details> disclosures, which open
// and close without it (components/ui/accordion.tsx, the attorney profiles):
// - an item marked data-close-inner-on-open closes the items left open inside it when it opens
//   (a results category shows its examples closed);
// - a button marked data-details-close closes the disclosure it is in and gives focus back to its
//   summary (a profile's Close).
// Both listen on the document, so they hold whatever React does with the elements.

export function enhanceDisclosures(doc: Document = document): void {
  // "toggle" does not bubble: caught on its way down.
  doc.addEventListener(
    "toggle",
    (event) => {
      const item = event.target;
      if (
        !(item instanceof HTMLDetailsElement) ||
        !item.open ||
        !item.hasAttribute("data-close-inner-on-open")
      )
        return;
      for (const inner of item.querySelectorAll("details[open]")) (inner as HTMLDetailsElement).open = false;
    },
    true,
  );
  doc.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-details-close]") : null;
    const details = button?.closest("details");
    if (!details) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  });
}
