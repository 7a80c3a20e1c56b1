// The Spanish build (VITE_SITE_LANGUAGE=es, docs/decisions/0017-spanish-build.md): every import
// of a module of this project that has a twin in an `es/` folder beside it (content/home.ts ->
// content/es/home.ts, content/articles/x.mdx -> content/articles/es/x.mdx) resolves to the twin,
// so components stay language-free and each build holds its own language's words only. A twin
// may import its own English original (for a schema or a type): that one import is not
// redirected.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const twinFolder = "es";

/** The Spanish twin of `file`, if it exists: `<dir>/es/<name>`. */
export function twinOf(file: string, exists: (file: string) => boolean = existsSync): string | null {
  const twin = path.join(path.dirname(file), twinFolder, path.basename(file));
  return exists(twin) ? twin : null;
}

/** Whether an import from `importer` of `file` must keep the English original: only a twin's
 * import of its own original does (`es/results.ts` importing `../results`); any other module,
 * twins included, gets the Spanish twin of what it imports. */
export function keepsOriginal(importer: string | undefined, file: string): boolean {
  if (!importer) return false;
  return importer.split("?")[0] === path.join(path.dirname(file), twinFolder, path.basename(file));
}

export function spanishTwins(options: { root: string; enabled: boolean }): Plugin {
  const root = path.resolve(options.root);
  const nodeModules = `${path.sep}node_modules${path.sep}`;
  return {
    name: "firm-spanish-twins",
    enforce: "pre",
    async resolveId(source, importer, resolveOptions) {
      if (!options.enabled || source.startsWith("\0") || source.startsWith("virtual:")) return null;
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query] = resolved.id.split("?");
      if (!file!.startsWith(root + path.sep) || file!.includes(nodeModules)) return resolved;
      if (keepsOriginal(importer, file!)) return resolved;
      const twin = twinOf(file!);
      if (!twin) return resolved;
      return { ...resolved, id: query === undefined ? twin : `${twin}?${query}` };
    },
  };
}
