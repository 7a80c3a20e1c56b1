import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// Each article's and guide's body is its own chunk, which its route imports when the page opens
// (content/article-bodies.ts). So that the browser fetches it with the rest of the page's scripts,
// not after them, the post-build step adds it to the page's module preloads; this plugin tells it
// which file holds which body: build/body-chunks.json, { "/blog/<slug>": "/assets/<file>.js" }, and
// for the Spanish build (VITE_SITE_LANGUAGE=es) build/es/body-chunks.json, { "/es/blog/<slug>":
// "/es/assets/<file>.js" }.
export const bodyChunksFile = path.resolve(import.meta.dirname, "../build/body-chunks.json");
export const spanishBodyChunksFile = path.resolve(import.meta.dirname, "../build/es/body-chunks.json");

const pagePrefix: Record<string, string> = { articles: "/blog/", guides: "/guides/" };

export function bodyChunks(): Plugin {
  return {
    name: "firm:body-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const spanish = process.env.VITE_SITE_LANGUAGE === "es";
      const language = spanish ? "/es" : "";
      const pages: Record<string, string> = {};
      // Only this build's language's files: content/articles/es/<slug>.mdx in the Spanish build
      // (content/article-bodies.ts picks the folder), content/articles/<slug>.mdx in the English.
      const body = spanish
        ? /[\\/]content[\\/](articles|guides)[\\/]es[\\/]([^\\/]+)\.mdx$/
        : /[\\/]content[\\/](articles|guides)[\\/]([^\\/]+)\.mdx$/;
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || !output.facadeModuleId) continue;
        const match = body.exec(output.facadeModuleId);
        if (match) pages[`${language}${pagePrefix[match[1]!]}${match[2]}`] = `${language}/${output.fileName}`;
      }
      writeFileSync(spanish ? spanishBodyChunksFile : bodyChunksFile, `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}
