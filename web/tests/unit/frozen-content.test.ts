import path from "node:path";
import { describe, expect, it } from "vitest";
import { freeNames, frozenSource, isFreezable } from "../../scripts/vite-frozen-content-plugin.ts";

// The browser build's content joined at build time (scripts/vite-frozen-content-plugin.ts): what a
// frozen module says must be what the module exported, and a module it cannot write stays as is.

/** The exports of a frozen module's source, evaluated without a bundler. */
function evaluate(source: string): Record<string, unknown> {
  const body = source
    .replace(/^export const (\w+) = /gm, "out.$1 = ")
    .replace(/^export default /m, "out.default = ");
  return new Function("out", `${body}; return out;`)({}) as Record<string, unknown>;
}

describe("frozenSource", () => {
  it("writes data exports as literals equal to them", () => {
    const exports = {
      services: [{ id: "wage-hour", amountUsd: 48_500, missing: undefined, points: ["a", "b"] }],
      count: 4,
      default: { title: "Results" },
    };
    const source = frozenSource(exports);
    expect(source).not.toBeNull();
    expect(evaluate(source!)).toEqual(exports);
    expect("missing" in (evaluate(source!).services as object[])[0]!).toBe(true);
  });

  it("writes a word catalog's phrase as its source, which works the same", () => {
    const daysLeft = (n: number) => (n === 1 ? "1 day left" : `${n} days left`);
    const source = frozenSource({ copy: { daysLeft, title: "Deadlines" } }, new Set([daysLeft]));
    const copy = evaluate(source!).copy as { daysLeft: (n: number) => string; title: string };
    expect(copy.daysLeft(3)).toBe("3 days left");
    expect(copy.daysLeft(1)).toBe("1 day left");
    expect(copy.title).toBe("Deadlines");
  });

  it("leaves a module as written when it exports a lookup or a phrase that names more than its parameters", () => {
    const lookup = (id: string) => id;
    expect(frozenSource({ items: [1, 2], lookup })).toBeNull();
    const outside = "x";
    const phrase = (n: number) => `${outside} ${n}`;
    expect(frozenSource({ copy: { phrase } }, new Set([phrase]))).toBeNull();
    // A function that is not a catalog's phrase is not written out, however simple.
    const plain = (n: number) => `${n}`;
    expect(frozenSource({ copy: { plain } }, new Set())).toBeNull();
  });

  it("keeps a module's re-exports and does not write what they export", () => {
    const source = frozenSource({ schema: { parse: () => 1 }, items: ["a"] }, new Set(), [
      { statement: 'export * from "./services-schema";', names: ["schema"] },
    ]);
    expect(source).toContain('export * from "./services-schema";');
    expect(source).toContain('export const items = ["a"];');
    expect(source).not.toContain("schema =");
  });
});

describe("freeNames", () => {
  it("names what a function uses beyond its parameters, locals and built-ins", () => {
    expect(freeNames("(n) => `${n} days`")).toEqual([]);
    expect(freeNames("({ rate, weeks: [first] }, ...rest) => rate + first + rest.length")).toEqual([]);
    expect(freeNames("(n) => { const s = String(n); return s.padStart(2, '0') + Math.max(n, 1); }")).toEqual(
      [],
    );
    expect(freeNames("(o) => o.count + ({ count: 1 }).count")).toEqual([]);
    expect(freeNames("(n) => `${count(n)} días`")).toEqual(["count"]);
    expect(freeNames("(n) => (0, __vite_ssr_import_0__.formatNumber)(n)")).toEqual(["__vite_ssr_import_0__"]);
    expect(freeNames("(n) => ({ n, extra })")).toEqual(["extra"]);
  });
});

describe("isFreezable", () => {
  it("takes content modules, not word catalogs, declarations or queries", () => {
    const root = `${path.resolve(import.meta.dirname, "../..")}/`;
    expect(isFreezable(`${root}content/services.ts`)).toBe(true);
    expect(isFreezable(`${root}content/words/en/services.ts`)).toBe(false);
    expect(isFreezable(`${root}content/virtual-modules.d.ts`)).toBe(false);
    expect(isFreezable(`${root}content/articles/a.mdx`)).toBe(false);
    expect(isFreezable(`${root}lib/words.ts`)).toBe(false);
    expect(isFreezable(`${root}content/services.ts?raw`)).toBe(false);
  });
});
