// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keepsOriginal, twinOf } from "../../scripts/vite-language-plugin.ts";

const root = path.join(path.sep, "site", "web");
const at = (...parts: string[]) => path.join(root, ...parts);

describe("the Spanish build's twin resolution", () => {
  it("finds a module's twin in the es/ folder beside it, and none when there is none", () => {
    const twins = new Set([at("content", "es", "home.ts")]);
    expect(twinOf(at("content", "home.ts"), (f) => twins.has(f))).toBe(at("content", "es", "home.ts"));
    expect(twinOf(at("content", "faq.ts"), (f) => twins.has(f))).toBeNull();
  });

  it("keeps the English original for its own twin only", () => {
    const original = at("content", "results.ts");
    expect(keepsOriginal(at("content", "es", "results.ts"), original)).toBe(true);
    expect(keepsOriginal(`${at("content", "es", "results.ts")}?import`, original)).toBe(true);
    // Another twin in the same folder gets the Spanish results, as any other module does.
    expect(keepsOriginal(at("content", "es", "testimonials.ts"), original)).toBe(false);
    expect(keepsOriginal(at("components", "result-cards.tsx"), original)).toBe(false);
    expect(keepsOriginal(at("features", "es", "results.ts"), original)).toBe(false);
    expect(keepsOriginal(undefined, original)).toBe(false);
  });
});
