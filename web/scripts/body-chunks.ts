import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// Each article's and guide's body is its own chunk, which its route imports when the page opens
// (content/article-bodies.ts). So that the browser fetches it with the rest of the page's scripts,
// not after them, the post-build step adds it to the page's module preloads; this plugin tells it
// which file holds which body: build/body-chunks.json, { "/blog/<slug>": "/assets/<file>.js" }.
export const bodyChunksFile = path.resolve(import.meta.dirname, "../build/body-chunks.json");

const pagePrefix: Record<string, string> = { articles: "/blog/", guides: "/guides/" };

export function bodyChunks(): Plugin {
  return {
    name: "firm:body-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const pages: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || !output.facadeModuleId) continue;
        const match = /[\\/]content[\\/](articles|guides)[\\/]([^\\/]+)\.mdx$/.exec(output.facadeModuleId);
        if (match) pages[`${pagePrefix[match[1]!]}${match[2]}`] = `/${output.fileName}`;
      }
      writeFileSync(bodyChunksFile, `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}
