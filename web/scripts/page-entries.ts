// The public pages' browser build (vite.pages.config.ts): one entry, the site script, which every
// public page runs (app/site-script.ts); the islands it hydrates (app/islands/*.tsx) and the code
// that hydrates them (app/island-hydrate.tsx) are chunks it imports when a page has them. This
// plugin makes the entry and writes the file that tells the post-build step which script and
// module preloads a page names: the site script's, and an island's when the page hydrates it at
// once (docs/decisions/0035-islands-and-one-site-script.md).
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

type OutputChunk = Rolldown.OutputChunk;

/** Where each build writes its scripts' files. */
export const pageEntriesFile = path.resolve(import.meta.dirname, "../build/pages/entries.json");
export const spanishPageEntriesFile = path.resolve(import.meta.dirname, "../build/es/pages/entries.json");

/** A module script and every module it imports statically, transitively (preloaded with it). */
export type ScriptFiles = { script: string; preloads: string[] };
/** The site script, and each island by name with the code that hydrates it among its preloads. */
export type PageEntries = { site: ScriptFiles; islands: Record<string, ScriptFiles> };

const entryId = "\0site-entry";
const webRoot = path.resolve(import.meta.dirname, "..");
const islandsDir = path.join(webRoot, "app/islands");
const hydrateModule = path.join(webRoot, "app/island-hydrate.tsx");

export function pageEntries(): Plugin {
  let base = "/";
  return {
    name: "firm:page-entries",
    apply: "build",
    config() {
      return { build: { rolldownOptions: { input: { site: entryId } } } };
    },
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === entryId ? id : null;
    },
    load(id) {
      if (id !== entryId) return null;
      return [`import { startSite } from "@/app/site-script";`, `startSite();`].join("\n");
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === "chunk" ? [[output.fileName, output] as const] : [],
        ),
      );
      const closure = (chunk: OutputChunk): string[] => {
        const seen = new Set<string>();
        const queue = [...chunk.imports];
        while (queue.length > 0) {
          const name = queue.pop()!;
          if (seen.has(name)) continue;
          seen.add(name);
          queue.push(...(chunks.get(name)?.imports ?? []));
        }
        return [...seen];
      };
      const of = (chunk: OutputChunk, more: string[] = []): ScriptFiles => ({
        script: base + chunk.fileName,
        preloads: [...new Set([...closure(chunk), ...more])].map((name) => base + name),
      });
      const all = [...chunks.values()];
      const site = all.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entryId);
      const hydrate = all.find((chunk) => chunk.facadeModuleId === hydrateModule);
      if (!site) throw new Error("the pages build has no site script");
      if (!hydrate) throw new Error(`the pages build has no chunk for ${hydrateModule}`);
      const islands: Record<string, ScriptFiles> = {};
      for (const chunk of all) {
        const module = chunk.facadeModuleId;
        if (!module || path.dirname(module) !== islandsDir) continue;
        const name = path.basename(module).replace(/\.tsx$/, "");
        islands[name] = of(chunk, [hydrate.fileName, ...closure(hydrate)]);
      }
      const entries: PageEntries = { site: of(site), islands };
      this.emitFile({
        type: "asset",
        fileName: "entries.json",
        source: `${JSON.stringify(entries, null, 2)}\n`,
      });
    },
  };
}
