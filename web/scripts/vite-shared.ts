// What the two builds share: React Router's (vite.config.ts: the prerender of every public page,
// and the staff area) and the public pages' scripts (vite.pages.config.ts). Both read the same content, so both need the
// same plugins, build-time constants and chunk groups.
import path from "node:path";
import type { PluginOption } from "vite";
import { californiaToday } from "../lib/format.ts";
import { contentDates } from "./content-dates.ts";
import { contentZod } from "./vite-content-zod-plugin.ts";
import { formsConfig } from "./vite-forms-config-plugin.ts";
import { mdxContent } from "./vite-content-plugin.ts";
import { frozenContent } from "./vite-frozen-content-plugin.ts";
import { siteMode } from "./vite-site-mode-plugin.ts";
import { agreementTemplates } from "./vite-agreements-plugin.ts";
import { closureChunk } from "./site-shell-chunk.ts";

import { aliases } from "./aliases.ts";

export { aliases };

export const webRoot = path.resolve(import.meta.dirname, "..");

/** VITE_SITE_LANGUAGE=es builds the Spanish site under /es/ (docs/decisions/0017-spanish-build.md). */
export const spanishBuild = process.env.VITE_SITE_LANGUAGE === "es";

/** The content's plugins, in order. The language's words come from the `#words` alias (aliases.ts). */
export function contentPlugins(): PluginOption[] {
  const reading = () => [formsConfig(), mdxContent(), contentDates()];
  return [
    siteMode(),
    agreementTemplates(),
    contentZod(),
    // The browser builds get data-only content modules as literals, joined with the build's words.
    frozenContent(
      () => ({
        plugins: reading(),
        resolve: { alias: aliases() },
        define: buildConstants,
      }),
      spanishBuild ? "es" : "en",
    ),
    ...reading(),
  ];
}

/**
 * Rolldown's chunk groups: one file for the framework instead of five (on HTTP/1.1 and a slow link
 * every file costs a round trip, and a page that needs React needs all of it; docs/performance.md,
 * issue 17); and, in the public pages' build, one for the site script and the code it imports,
 * which every public page runs without React (app/site-script.ts). A module the site script and an
 * island both reach goes to the site script's, so that it never imports the framework.
 * `framework` names the packages that go into the first.
 */
export function chunkGroups(framework: RegExp, { siteScript }: { siteScript: boolean }) {
  return [
    { name: "framework", test: framework, priority: 2 },
    ...(siteScript
      ? [
          {
            name: closureChunk(path.join(webRoot, "app/site-script.ts"), "site-script"),
            debugName: "site-script",
            priority: 1,
          },
        ]
      : []),
  ];
}

// The build day decides which legal figures the prerendered HTML shows; the browser then shows
// those in force on the reader's day (lib/use-today.ts).
export const buildConstants = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  __BUILD_DAY__: JSON.stringify(californiaToday()),
  // An outside scheduler for /book instead of the firm's own form (lib/site-config.ts; runbook).
  __BOOKING_URL__: JSON.stringify(process.env.BOOKING_URL ?? ""),
};
