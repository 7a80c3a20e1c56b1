import { readdirSync } from "node:fs";
import path from "node:path";

// The pages the build prerendered (every index.html under build/site/public), which are the pages
// the C++ server answers with 200. Read from the build, since the content modules need Vite.
const publicDir = path.join(import.meta.dirname, "../../build/site/public");

export function builtPages(): string[] {
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
