// The public pages' browser build (vite.pages.config.ts): one entry per page template, each
// hydrating its prerendered page with lib/hydrate-page.tsx, and the file that tells the post-build
// step which script and module preloads each template's pages name
// (docs/decisions/0019-public-pages-without-client-router.md).
import path from "node:path";
import type { Plugin } from "vite";
import routes from "../app/routes.ts";

export type PageRoute = { id: string; file: string; pattern: string };

/** The routes under the public layout: their React Router ids, modules and path patterns. */
export function publicPageRoutes(): PageRoute[] {
  const layout = routes.find((route) => route.file === publicLayoutFile);
  if (!layout?.children) throw new Error(`app/routes.ts has no layout route ${publicLayoutFile}`);
  return layout.children.map((route) => ({
    id: route.id ?? route.file.replace(/\.tsx?$/, ""),
    file: route.file,
    pattern: route.index ? "" : (route.path ?? ""),
  }));
}

export const publicLayoutFile = "routes/public-layout.tsx";

/** Where each build writes its entries: { "routes/blog-post.tsx": { script, preloads } }. */
export const pageEntriesFile = path.resolve(import.meta.dirname, "../build/pages/entries.json");
export const spanishPageEntriesFile = path.resolve(import.meta.dirname, "../build/es/pages/entries.json");

export type PageEntries = Record<string, { script: string; preloads: string[] }>;

/**
 * Templates whose parts all work as HTML (issue 37): their entry runs the site script alone and
 * React hydrates nothing, so the page loads no framework before someone opens a form. Every other
 * template still hydrates the whole page after the site script (lib/hydrate-page.tsx) until its
 * interactive parts are islands of their own: the forms, the tools, /book and /booking.
 */
export const staticTemplates: ReadonlySet<string> = new Set([
  "routes/privacy.tsx",
  "routes/terms.tsx",
  "routes/accessibility.tsx",
  "routes/disclaimer.tsx",
  "routes/about.tsx",
  "routes/attorneys.tsx",
  "routes/results.tsx",
  "routes/results-detail.tsx",
  "routes/tools.tsx",
  "routes/not-found.tsx",
  "routes/workplace-rights.tsx",
  "routes/blog.tsx",
  "routes/blog-post.tsx",
  "routes/guide.tsx",
  "routes/home.tsx",
  "routes/services.tsx",
  "routes/service-detail.tsx",
  "routes/thank-you.tsx",
  // The home page with the case review opened on load: the site script opens it, and the dialog's
  // code, React with it, loads at once (features/intake/openers.ts).
  "routes/case-review.tsx",
]);

const virtualPrefix = "\0page-entry:";
const entryName = (file: string) => `page-${path.basename(file).replace(/\.tsx?$/, "")}`;

export function pageEntries(): Plugin {
  const templates = new Map<string, string>(); // route module -> path pattern
  for (const route of publicPageRoutes()) {
    const known = templates.get(route.file);
    if (known !== undefined && known.endsWith("*") !== route.pattern.endsWith("*"))
      throw new Error(`${route.file} serves a splat and a plain route: one entry cannot hydrate both`);
    templates.set(route.file, route.pattern);
  }
  let base = "/";
  return {
    name: "firm:page-entries",
    apply: "build",
    config() {
      return {
        build: {
          rolldownOptions: {
            input: Object.fromEntries(
              [...templates.keys()].map((file) => [entryName(file), virtualPrefix + file]),
            ),
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? id : null;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const file = id.slice(virtualPrefix.length);
      if (staticTemplates.has(file))
        return [`import { startSite } from "@/app/site-script";`, `startSite({ live: true });`].join("\n");
      return [
        `import { startSite } from "@/app/site-script";`,
        `import { replayHeldTap } from "@/components/layout/tap-queue";`,
        `import { hydratePage } from "@/lib/hydrate-page";`,
        `import Layout, { ErrorBoundary as LayoutError } from "@/app/${publicLayoutFile}";`,
        `import Page from "@/app/${file}";`,
        `startSite({ live: false });`,
        `hydratePage(Layout, Page, ${JSON.stringify(templates.get(file))}, LayoutError, replayHeldTap);`,
      ].join("\n");
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === "chunk" ? [[output.fileName, output]] : [],
        ),
      );
      const entries: PageEntries = {};
      for (const chunk of chunks.values()) {
        if (!chunk.isEntry || !chunk.facadeModuleId?.startsWith(virtualPrefix)) continue;
        // Every module the entry imports statically, transitively: preloaded with it.
        const preloads = new Set<string>();
        const queue = [...chunk.imports];
        while (queue.length > 0) {
          const name = queue.pop()!;
          if (preloads.has(name)) continue;
          preloads.add(name);
          queue.push(...(chunks.get(name)?.imports ?? []));
        }
        entries[chunk.facadeModuleId.slice(virtualPrefix.length)] = {
          script: base + chunk.fileName,
          preloads: [...preloads].map((name) => base + name),
        };
      }
      this.emitFile({
        type: "asset",
        fileName: "entries.json",
        source: `${JSON.stringify(entries, null, 2)}\n`,
      });
    },
  };
}
