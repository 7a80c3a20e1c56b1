import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

// The parts of a page the server fills when it sends it (docs/decisions/0047): the prerender
// writes a template after a marker comment, closed by `<!--/marker-->`, and the server renders
// the template with its data in their place. An island's parts go through app/island.tsx
// (`fills`); a page that needs no script of its own (/agreement) places its part with ServerPart.

/** `template` as static markup between `<!--marker-->` and `<!--/marker-->`. */
export function templatePart(marker: string, template: ReactElement): string {
  return `<!--${marker}-->${renderToStaticMarkup(template)}<!--/${marker}-->`;
}

/**
 * A part the server fills, on a page without an island: only the prerender writes the template
 * (no client build renders a public page, and none carries the template).
 */
export function ServerPart({ marker, template }: { marker: string; template: ReactElement }) {
  const html = import.meta.env.SSR ? templatePart(marker, template) : "";
  return (
    <div data-server-filled={marker} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
  );
}
