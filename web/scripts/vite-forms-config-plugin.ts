import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

// config/forms/*.json documents itself for the people who edit it: "about" notes beside the
// fields and rules, and keys ending in "About". The C++ server ignores them; the bundles do not
// need them either (about 2.3 KB of English on every page that loads a form, Spanish pages
// included). This serves those files to the web build without them. The data is otherwise the file.
// config/deadlines/rules.json is served the same way (its notes cite the cases behind each rule:
// about 6 KB on /tools/deadlines).
const notedDirs = new Set(
  ["forms", "deadlines"].map((dir) => path.resolve(import.meta.dirname, "../../config", dir)),
);

const isNote = (key: string) => key === "about" || key.endsWith("About");

/** The value without documentation notes, at any depth. */
export function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isNote(key))
      .map(([key, inner]) => [key, withoutNotes(inner)]),
  );
}

export function formsConfig(): Plugin {
  return {
    name: "firm:forms-config",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0]!;
      if (!notedDirs.has(path.dirname(file)) || !file.endsWith(".json")) return null;
      this.addWatchFile(file);
      return JSON.stringify(withoutNotes(JSON.parse(readFileSync(file, "utf8"))));
    },
  };
}
