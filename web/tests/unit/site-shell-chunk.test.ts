// @vitest-environment node
import { describe, expect, it } from "vitest";
import { closureChunk, shellOf, type ModuleGraph } from "../../scripts/site-shell-chunk.ts";

// A small module graph: the layout imports site code, a package and a route; the site code
// imports more site code; one module only a route imports stays out.
const edges: Record<string, string[]> = {
  "/w/app/routes/public-layout.tsx": ["/w/components/top-bar.tsx", "/w/node_modules/react/index.js"],
  "/w/components/top-bar.tsx": ["/w/content/chrome.ts", "/w/app/routes/home.tsx", "\0vite/preload"],
  "/w/content/chrome.ts": ["/w/components/top-bar.tsx"],
  "/w/app/routes/home.tsx": ["/w/content/home.ts"],
  "/w/content/home.ts": [],
};
const graph: ModuleGraph = {
  getModuleInfo: (id) => (id in edges ? { importedIds: edges[id]! } : null),
};

describe("the site shell chunk", () => {
  it("holds the layout and the site code it reaches by static imports, cycles included", () => {
    expect([...shellOf(graph, "/w/app/routes/public-layout.tsx")].sort()).toEqual([
      "/w/app/routes/public-layout.tsx",
      "/w/components/top-bar.tsx",
      "/w/content/chrome.ts",
    ]);
  });

  it("leaves packages, virtual modules, routes and what only routes import to the bundler", () => {
    const name = closureChunk("/w/app/routes/public-layout.tsx", "site-shell");
    expect(name("/w/content/chrome.ts", graph)).toBe("site-shell");
    for (const id of [
      "/w/node_modules/react/index.js",
      "\0vite/preload",
      "/w/app/routes/home.tsx",
      "/w/content/home.ts",
    ]) {
      expect(name(id, graph)).toBeNull();
    }
  });

  it("names nothing when the graph has no layout (the server build's other passes)", () => {
    expect(closureChunk("/w/app/routes/missing.tsx", "site-shell")("/w/content/chrome.ts", graph)).toBeNull();
  });
});
