import path from "node:path";
import { wordsAlias } from "./words-alias.ts";
import { runnerImport, type Plugin } from "vite";
import { mdxContent } from "./vite-content-plugin.ts";

// Data the pages need, computed once per build from the content modules with Vite's module runner
// and served as a virtual module of plain JSON: the browser gets these values instead of the
// content modules (and the joins and checks) they come from (docs/performance.md, issue 17).
const webRoot = path.resolve(import.meta.dirname, "..");

/**
 * Serves `virtualId` as the JSON of what `exportName` of `module` (relative to web/) returns. The
 * Spanish build (VITE_SITE_LANGUAGE=es) computes it with the Spanish words (the #words alias).
 */
export function buildData(name: string, virtualId: string, module: string, exportName: string): Plugin {
  let data: Promise<string> | undefined;
  const compute = async () => {
    const { module: loaded } = await runnerImport<Record<string, () => unknown>>(path.join(webRoot, module), {
      configFile: false,
      root: webRoot,
      logLevel: "silent",
      resolve: { alias: [wordsAlias(), { find: "@", replacement: webRoot }] },
      plugins: [mdxContent()],
    });
    const make = loaded[exportName];
    if (typeof make !== "function") throw new Error(`${module} has no function ${exportName}`);
    return `export default ${JSON.stringify(make())};`;
  };
  return {
    name,
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : null;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return null;
      data ??= compute();
      return data;
    },
  };
}

/**
 * `virtual:site-map`: which paths are pages, their breadcrumb labels and the services menu
 * (content/site-map-data.ts). Every page's chrome needs these strings; without this it imported
 * every content module they come from (about 15 KB gzip on each page).
 */
export const siteMap = () =>
  buildData("firm:site-map", "virtual:site-map", "content/site-map-data.ts", "siteMapData");

/**
 * `virtual:story-cards`: the client stories as their cards show them (content/story-cards-data.ts).
 * Joining a story to its case result needs every result (about 6 KB gzip); a card needs four
 * values of it.
 */
export const storyCards = () =>
  buildData("firm:story-cards", "virtual:story-cards", "content/story-cards-data.ts", "storyCardsData");
