import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The pages a build prerendered: every index.html under public/ is one page ("/" for the root).
 * These are exactly the pages the C++ server answers with 200. Used by the post-build step (for
 * the sitemap) and by the tests, which cannot import the content modules (they need Vite).
 */
export function builtPages(publicDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const rel = path.relative(publicDir, dir).split(path.sep).join("/");
        pages.push(rel === "" ? "/" : `/${rel}`);
      }
    }
  };
  walk(publicDir);
  return pages.sort();
}
