// A public page's scripts start after its first paint (docs/decisions/0020-scripts-after-first-paint.md).
// The prerendered HTML, with its stylesheet inline, is the whole first paint; hydration only adds
// behaviour, and every control a worker needs before it (links, the form openers) works without
// it. So instead of module preloads and a module script in the head, which a phone fetches at high
// priority while it is still drawing the page, each page ends with one small inline script that,
// once the parsed page has been painted, adds the same module preloads and the site script
// (app/site-script.ts), with the code of the islands the page hydrates at once among the preloads.
//
// Shared by the post-build step (which writes it) and the tests over the build (which read it).

/** Marks the loader in the page, so a test or a tool can tell it from React's inline scripts. */
export const pageLoaderId = "page-scripts";

/** JSON a `<script>` body can hold: no `</script>` or `<!--` can be formed from its text. The loader's
 * own code has no `<` either (comparisons are written with `>`), so the whole body has none. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The loader's source. `script` is the site script (from the pages build), `preloads` its static
 * imports and those of the islands the page hydrates at once: fetched together, so the entry's
 * imports do not wait for the entry; six per task, the module script after the last.
 * After the browser reports the page's first contentful paint (a frame callback and the task after
 * it where the browser has no paint timing) or, in a tab that draws no frame because it is hidden,
 * after a second. Dynamically inserted module scripts run as soon as they arrive, so the loader runs only
 * once the whole document is parsed: hydration never meets a half-parsed page.
 */
export function pageLoaderScript(script: string, preloads: readonly string[]): string {
  return [
    "(function(){",
    `var d=document,p=${scriptSafeJson(preloads)},s=${scriptSafeJson(script)},started=false;`,
    "function load(){if(started)return;started=true;batch(0)}",
    // Each request costs the main thread about half a millisecond: a few per task, so that
    // starting thirty does not make one long task.
    "function batch(i){for(var n=i+6;n>i&&p.length>i;i++){",
    'var l=d.createElement("link");l.rel="modulepreload";l.href=p[i];d.head.appendChild(l)}',
    "if(p.length>i){setTimeout(function(){batch(i)},0);return}",
    'var e=d.createElement("script");e.type="module";e.src=s;d.head.appendChild(e)}',
    // The browser's own report of the first contentful paint where it gives one (it comes once the
    // frame is on the screen); otherwise a frame callback and the task after it.
    "function afterPaint(){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;",
    'if(t&&t.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(load,0)}}).observe({type:"paint",buffered:true})}',
    "else requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)}",
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()',
    "})()",
  ].join("");
}

/** The loader as the tag the post-build step puts last in the page's body. */
export function pageLoaderTag(script: string, preloads: readonly string[]): string {
  return `<script id="${pageLoaderId}">${pageLoaderScript(script, preloads)}</script>`;
}

/** What a built page's loader starts: its module script and preloads, or null without a loader. */
export function pageLoaderOf(html: string): { script: string; preloads: string[] } | null {
  const body = new RegExp(`<script id="${pageLoaderId}">([^<]*)</script>`).exec(html)?.[1];
  if (body === undefined) return null;
  const preloads = /p=(\[[^\]]*\])/.exec(body)?.[1];
  const script = /s=("[^"]*")/.exec(body)?.[1];
  if (!preloads || !script) throw new Error("the page's loader names no script");
  return { script: JSON.parse(script) as string, preloads: JSON.parse(preloads) as string[] };
}
