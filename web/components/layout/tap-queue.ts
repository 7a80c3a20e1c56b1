// Issue 37: a tap on a control that needs the page's script (marked data-needs-script: the
// ticker's pause, "Your Privacy Choices", a profile's Close) before that script has run is not
// lost. A small inline script, run while the page is parsed and before anything below it is
// painted, holds such a tap (the latest one) until the page is live: once the site script has
// started and, on a page that hydrates, React has hydrated it (app/site-script.ts), the page is
// marked live and the tap carried out, once. Every other control works as HTML and is left alone.
// The layout writes the script first in the body (app/site-layout.tsx).

export const liveAttribute = "data-live";
export const queuedAttribute = "data-tap-queued";

/** The inline script: plain ES5, no imports, run as written. */
export const tapQueueScript = `(function () {
  var root = document.documentElement;
  document.addEventListener("click", function (event) {
    if (root.hasAttribute("${liveAttribute}")) return;
    var target = event.target && event.target.closest && event.target.closest("[data-needs-script]");
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    var held = document.querySelectorAll("[${queuedAttribute}]");
    for (var i = 0; i < held.length; i++) held[i].removeAttribute("${queuedAttribute}");
    target.setAttribute("${queuedAttribute}", "");
  }, true);
})();`;

/** Once the page is live: mark it so, and carry out a held tap. */
export function replayHeldTap(): void {
  document.documentElement.setAttribute(liveAttribute, "");
  const held = document.querySelector<HTMLElement>(`[${queuedAttribute}]`);
  if (!held) return;
  held.removeAttribute(queuedAttribute);
  held.click();
}
