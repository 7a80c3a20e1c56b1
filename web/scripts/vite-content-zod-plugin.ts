import path from "node:path";
import type { Plugin } from "vite";

// In the browser build, lib/content-zod.ts (real zod) becomes lib/content-zod.client.ts (schemas
// that check nothing): content is checked by the prerender and the unit tests, and zod (25 KB gzip)
// leaves every public page's first download. The SSR build that prerenders the pages keeps zod.
const real = path.resolve(import.meta.dirname, "../lib/content-zod.ts");
const client = path.resolve(import.meta.dirname, "../lib/content-zod.client.ts");

export function contentZod(): Plugin {
  return {
    name: "firm:content-zod",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.config.consumer !== "client" || !source.includes("content-zod")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === real ? client : null;
    },
  };
}
