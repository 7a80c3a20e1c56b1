import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "acorn";
import { uneval } from "devalue";
import {
  createRunnableDevEnvironment,
  resolveConfig,
  type InlineConfig,
  type Plugin,
  type RunnableDevEnvironment,
} from "vite";

// Content joined at build time (issue 39, docs/decisions/0031-content-joined-at-build-time.md).
// A content module holds its facts once and joins them to its language's words (lib/words.ts),
// often through a schema. The browser needs only the result: in a browser build, a content module
// whose every export is data is run once at build time, with the build's words and constants, and
// served as the literal of its exports. The facts tables, the word catalogs, the joins and the
// schemas it imports then stay out of the page's scripts. "Data" is what devalue writes as a
// literal, plus the phrases of a word catalog (`daysLeft: (n) => ...`), which are written out as
// their source when they name nothing but their parameters and the language's built-ins. A module
// with any other function in its exports (a lookup, a helper, a phrase that calls an import) is
// left as written. The prerender (the server build) and the unit tests run the
// modules as written, so every check and join still runs on every build.

const webRoot = path.resolve(import.meta.dirname, "..");
const contentRoot = path.join(webRoot, "content") + path.sep;
const wordsRoot = path.join(contentRoot, "words") + path.sep;

/** Whether `id` is a content module this plugin may freeze: a .ts module under content/, not a catalog. */
export function isFreezable(id: string): boolean {
  return (
    id.startsWith(contentRoot) &&
    !id.startsWith(wordsRoot) &&
    id.endsWith(".ts") &&
    !id.endsWith(".d.ts") &&
    !id.includes("?")
  );
}

/** Built-ins a phrase may name. */
const builtIns = new Set([
  "undefined",
  "NaN",
  "Infinity",
  "String",
  "Number",
  "Math",
  "Intl",
  "Array",
  "Object",
  "JSON",
]);

type Node = { type: string; [key: string]: unknown };

/** Names `source` (a function's text) uses that it does not declare, built-ins aside. */
export function freeNames(source: string): string[] {
  const root = parse(`(${source})`, { ecmaVersion: "latest" }) as unknown as Node;
  const declared = new Set<string>();
  const used = new Set<string>();
  const bind = (pattern: Node | null | undefined) => {
    if (!pattern) return;
    if (pattern.type === "Identifier") declared.add(pattern.name as string);
    else if (pattern.type === "AssignmentPattern") bind(pattern.left as Node);
    else if (pattern.type === "RestElement") bind(pattern.argument as Node);
    else if (pattern.type === "ArrayPattern") (pattern.elements as Node[]).forEach(bind);
    else if (pattern.type === "ObjectPattern")
      for (const p of pattern.properties as Node[]) bind(p.type === "RestElement" ? p : (p.value as Node));
  };
  const visit = (node: unknown, parent?: Node, key?: string) => {
    if (Array.isArray(node)) return node.forEach((n) => visit(n, parent, key));
    if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
    const n = node as Node;
    if (n.type === "Identifier") {
      const isProperty =
        (parent?.type === "MemberExpression" && key === "property" && !parent.computed) ||
        (parent?.type === "Property" && key === "key" && !parent.computed);
      if (!isProperty) used.add(n.name as string);
      return;
    }
    if (n.type.includes("Function")) (n.params as Node[]).forEach(bind);
    if (n.type === "VariableDeclarator") bind(n.id as Node);
    if ((n.type === "FunctionDeclaration" || n.type === "FunctionExpression") && n.id) bind(n.id as Node);
    for (const [k, child] of Object.entries(n)) if (k !== "type") visit(child, n, k);
  };
  visit(root);
  return [...used].filter((name) => !declared.has(name) && !builtIns.has(name));
}

/** The source of a catalog phrase, or null when it names more than its parameters and built-ins. */
function phraseSource(phrase: (...args: never[]) => unknown): string | null {
  const source = phrase.toString();
  return freeNames(source).length === 0 ? `(${source})` : null;
}

/**
 * The source of a module that exports `exports`' values as literals, or null when one of them is
 * not data (see above): such a module stays as written. `phrases` are the word catalogs' functions
 * (written out as their source), `reexported` the module's `export ... from` statements (kept as
 * they are) with the names they export.
 * Values shared between exports are written once per export, so the bundler can drop an unused one.
 */
export function frozenSource(
  exports: Readonly<Record<string, unknown>>,
  phrases: ReadonlySet<unknown> = new Set(),
  reexported: { readonly statement: string; readonly names: readonly string[] }[] = [],
): string | null {
  const lines = reexported.map(({ statement }) => statement);
  const passedOn = new Set(reexported.flatMap(({ names }) => names));
  for (const [name, value] of Object.entries(exports)) {
    if (passedOn.has(name)) continue;
    let literal: string;
    try {
      literal = uneval(value, (thing, js) => {
        if (typeof thing !== "function" || !phrases.has(thing)) return undefined;
        const source = phraseSource(thing as () => unknown);
        return source === null ? undefined : js(Object.assign([source], { raw: [source] }));
      });
    } catch (error) {
      if (error instanceof Error && error.name === "DevalueError") return null;
      throw error;
    }
    lines.push(name === "default" ? `export default ${literal};` : `export const ${name} = ${literal};`);
  }
  return lines.join("\n") + "\n";
}

/** Every function in `value`, however deep. */
function functionsIn(value: unknown, found: Set<unknown>, seen = new Set<unknown>()): Set<unknown> {
  if (typeof value === "function") found.add(value);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const child of Object.values(value)) functionsIn(child, found, seen);
  }
  return found;
}

/**
 * The plugin. `runnerConfig` is the configuration the build-time runs use (the words alias, the
 * content plugins, the build constants): the same the page build resolves content with.
 * `language` picks the catalogs whose phrases may be written out.
 */
export function frozenContent(runnerConfig: () => InlineConfig, language: "en" | "es"): Plugin {
  let state: Promise<{ env: RunnableDevEnvironment; phrases: Set<unknown> }> | undefined;
  const frozen = new Map<string, Promise<string | null>>();
  const start = async () => {
    const config = await resolveConfig(
      {
        ...runnerConfig(),
        configFile: false,
        envDir: false,
        root: webRoot,
        logLevel: "silent",
        environments: {
          frozen: {
            consumer: "server",
            dev: { moduleRunnerTransform: true },
            resolve: { external: true, mainFields: [], conditions: ["node"] },
          },
        },
      },
      "serve",
    );
    const env = createRunnableDevEnvironment("frozen", config, {
      runnerOptions: { hmr: { logger: false } },
      hot: false,
    });
    await env.init();
    const catalogs = path.join(wordsRoot, language);
    const phrases = new Set<unknown>();
    for (const file of await readdir(catalogs))
      if (file.endsWith(".ts")) functionsIn(await env.runner.import(path.join(catalogs, file)), phrases);
    return { env, phrases };
  };
  const freeze = async (id: string) => {
    const { env, phrases } = await (state ??= start());
    const code = await readFile(id, "utf8");
    // What the module passes on from others stays a re-export: its own module may be frozen too.
    const reexported = await Promise.all(
      [...code.matchAll(/^export (\*|\{[^}]*\}) from "([^"]+)";$/gm)].map(async ([, what, from]) => ({
        statement: `export ${what} from ${JSON.stringify(from)};`,
        names:
          what === "*"
            ? Object.keys(await env.runner.import(path.resolve(path.dirname(id), from!)))
            : what!
                .slice(1, -1)
                .split(",")
                .map((name) =>
                  name
                    .trim()
                    .split(/\s+as\s+/)
                    .at(-1)!,
                )
                .filter((name) => name !== "" && !name.startsWith("type ")),
      })),
    );
    return frozenSource(await env.runner.import(id), phrases, reexported);
  };
  return {
    name: "firm:frozen-content",
    enforce: "pre",
    async load(id) {
      if (this.environment.config.consumer !== "client" || !isFreezable(id)) return null;
      let source = frozen.get(id);
      if (!source) frozen.set(id, (source = freeze(id)));
      return source;
    },
    async closeBundle() {
      const running = state;
      state = undefined;
      frozen.clear();
      if (running) await (await running).env.close();
    },
  };
}
