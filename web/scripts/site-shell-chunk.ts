// The site's own code that every public page runs (the site script and its static imports: menus,
// ticker, openers, privacy state, words, ...) as one file instead of twenty. Rolldown splits
// modules by which chunks import them, and the islands share some of them, so without this each
// small module became a file of its own: every file costs its gzip header, its import and export
// lines and, on HTTP/1.1 and a slow link, a round trip (docs/performance.md, "Shared code in one
// file"). The name is from when the public layout, the site's shell, was such a chunk too.

/** The part of rolldown's chunking context this needs. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

// Route modules keep their own chunks (the router loads them by name), and packages go to the
// framework chunk or stay where the pages that use them are.
const excluded = /node_modules|^\0|[\\/]app[\\/](routes[\\/]|root\.tsx|entry\.client)/;

/** A module and every module it reaches by static imports, route modules and packages excepted. */
export function shellOf(graph: ModuleGraph, rootId: string): Set<string> {
  const shell = new Set<string>([rootId]);
  const queue = [...(graph.getModuleInfo(rootId)?.importedIds ?? [])];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (shell.has(id) || excluded.test(id)) continue;
    shell.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return shell;
}

/**
 * A rolldown code-splitting group's name function: `name` for `rootId` and the modules it reaches
 * by static imports ("site-script" for the site script's: scripts/vite-shared.ts).
 */
export function closureChunk(rootId: string, name: string) {
  // One graph per chunking pass (its module records are reused within the pass).
  const shells = new WeakMap<object, Set<string>>();
  return (id: string, graph: ModuleGraph): string | null => {
    const root = graph.getModuleInfo(rootId);
    if (!root) return null;
    let shell = shells.get(root);
    if (!shell) {
      shell = shellOf(graph, rootId);
      shells.set(root, shell);
    }
    return shell.has(id) ? name : null;
  };
}
