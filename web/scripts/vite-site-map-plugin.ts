import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import type * as SiteMapData from "../content/site-map-data.ts";
import { mdxContent } from "./vite-content-plugin.ts";
import { spanishTwins } from "./vite-language-plugin.ts";

// Serves `virtual:site-map`: which paths are pages, their breadcrumb labels and the services menu,
// computed once per build from the content modules (content/site-map-data.ts) with Vite's module
// runner. Every page's chrome needs these strings; without this it imported every content module
// they come from (about 15 KB gzip on each page, docs/performance.md).
const virtualId = "virtual:site-map";
const webRoot = path.resolve(import.meta.dirname, "..");

export function siteMap(): Plugin {
  let data: Promise<string> | undefined;
  const compute = async () => {
    const { module } = await runnerImport<typeof SiteMapData>(
      path.join(webRoot, "content/site-map-data.ts"),
      {
        configFile: false,
        root: webRoot,
        logLevel: "silent",
        resolve: { alias: { "@": webRoot } },
        // The Spanish build's site map is made of the Spanish twins' titles.
        plugins: [
          spanishTwins({ root: webRoot, enabled: process.env.VITE_SITE_LANGUAGE === "es" }),
          mdxContent(),
        ],
      },
    );
    return `export default ${JSON.stringify(module.siteMapData())};`;
  };
  return {
    name: "firm:site-map",
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
