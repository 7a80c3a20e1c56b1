/**
 * The rest of the URL a splat route (`services/*`, `results/*`, ...) matched. The prerender step
 * requests each page with a trailing slash (`/services/wage-hour/`), so the raw splat is
 * "wage-hour/" there but "wage-hour" in the browser; without this, every section page would be
 * prerendered as its not-found page and then hydrate into a different page.
 */
export function splatOf(params: { "*"?: string }): string | undefined {
  return params["*"]?.replace(/\/+$/, "");
}
