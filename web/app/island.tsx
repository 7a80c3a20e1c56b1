import type { ComponentType, ReactElement } from "react";
import { renderToString } from "react-dom/server";
import {
  islandAttribute,
  islandIdPrefix,
  islandModule,
  islandWhenAttribute,
  type IslandWhen,
} from "@/lib/island-attributes";
import { IslandRoot } from "@/lib/island-root";
import { templatePart } from "./server-part";

// An island (issue 37, docs/decisions/0035): an interactive part of a page that React hydrates
// alone, while the rest of the page stays the prerendered HTML the site script enhances
// (app/site-script.ts). Each island is a module in app/islands/ whose default export is a
// component without props; its file name is the island's name. The prerender renders it in a
// React tree of its own, with the name as the prefix of its ids, so that hydrateRoot in the browser
// (app/start-islands.ts), given the same tree and prefix, meets exactly the markup it would have written.

const components = import.meta.glob<ComponentType>("/app/islands/*.tsx", { eager: true, import: "default" });

/**
 * Writes each template after its marker comment (components/ui/server-filled.tsx), closed by
 * `<!--/marker-->`: the part of the page the server fills when it sends it (docs/decisions/0047).
 */
function withTemplates(html: string, fills: Record<string, ReactElement>): string {
  let out = html;
  for (const [marker, template] of Object.entries(fills)) {
    const at = `<!--${marker}-->`;
    if (out.split(at).length !== 2) throw new Error(`the island's markup must hold ${at} once`);
    out = out.replace(at, () => templatePart(marker, template));
  }
  return out;
}

export function Island({
  name,
  when,
  fills = {},
}: {
  name: string;
  when: IslandWhen;
  /** Templates the server fills, by the marker the island's markup holds (ServerFilled). */
  fills?: Record<string, ReactElement>;
}) {
  const component = components[islandModule(name)];
  if (!component) throw new Error(`no island app/islands/${name}.tsx`);
  // Only the prerender writes the markup; no client build renders a public page.
  const html = import.meta.env.SSR
    ? withTemplates(
        renderToString(<IslandRoot component={component} />, { identifierPrefix: islandIdPrefix(name) }),
        fills,
      )
    : "";
  return (
    <div
      {...{ [islandAttribute]: name, [islandWhenAttribute]: when }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
