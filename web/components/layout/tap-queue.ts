// Issue 37: a tap on a control that needs the page's script before that script has run is not
// lost. Such controls are those marked data-needs-script (the ticker's pause, "Your Privacy
// Choices", a profile's Close) and the buttons of an island React has not hydrated yet
// (app/start-islands.ts), except a submit button whose form the server takes as it is. A small inline
// script, run while the page is parsed and before anything below it is painted, holds such a tap
// (the latest one) until the page, or the island, is live: once the site script has started and
// the islands it hydrates at once are hydrated (app/site-script.ts), the page is marked live and
// the tap carried out, once; an island marks itself live when it is hydrated. Every other control
// works as HTML and is left alone. The layout writes the script first in the body
// (app/site-layout.tsx).

import { waitingIslandSelector } from "@/lib/island-attributes";

export const liveAttribute = "data-live";
export const queuedAttribute = "data-tap-queued";

/** The inline script: plain ES5, no imports, run as written. */
export const tapQueueScript = `(function () {
  var root = document.documentElement;
  function needsScript(element) {
    var marked = element.closest("[data-needs-script]");
    if (marked) return root.hasAttribute("${liveAttribute}") && !waiting(marked) ? null : marked;
    var button = element.closest("button");
    if (!button || !waiting(button)) return null;
    var form = button.form;
    if (button.type === "submit" && form && form.hasAttribute("action")) return null;
    return button;
  }
  function waiting(element) {
    return !!element.closest("${waitingIslandSelector}");
  }
  document.addEventListener("click", function (event) {
    var target = event.target && event.target.closest && needsScript(event.target);
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    var held = document.querySelectorAll("[${queuedAttribute}]");
    for (var i = 0; i < held.length; i++) held[i].removeAttribute("${queuedAttribute}");
    target.setAttribute("${queuedAttribute}", "");
  }, true);
})();`;

/**
 * Carries out the held tap in `scope`, unless it waits for an island still to hydrate. Without a
 * scope, first marks the whole page live.
 */
export function replayHeldTap(scope?: HTMLElement): void {
  if (!scope) document.documentElement.setAttribute(liveAttribute, "");
  const held = (scope ?? document).querySelector<HTMLElement>(`[${queuedAttribute}]`);
  if (!held || held.closest(waitingIslandSelector)) return;
  held.removeAttribute(queuedAttribute);
  held.click();
}
