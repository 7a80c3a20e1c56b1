// The browser builds content with schemas that check nothing (lib/content-zod.client.ts), the
// prerender with real zod (lib/content-zod.ts). Both must give the same data, or the page would
// change when it hydrates: every content module and the site config are loaded both ways here and
// their exported data compared. A schema that changes its input (default, transform, trim...) fails.
import { describe, expect, it, vi } from "vitest";

const modules = import.meta.glob([
  "../../content/**/*.ts",
  "../../lib/site-config.ts",
  "../../lib/provenance.ts",
  // The intake forms' definitions (config/forms), which the browser also builds without zod.
  "../../lib/intake-form/definitions.ts",
  "../../lib/intake-form/spanish.ts",
]);
const paths = Object.keys(modules).filter((p) => !p.endsWith(".d.ts"));

/** The data a module exports, as JSON (functions, components and schemas left out). */
async function exportedData(path: string): Promise<string> {
  const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
  // Schemas are left out too: real ones are objects holding `_zod`, inert ones functions.
  const isSchema = (value: unknown) => typeof value === "object" && value !== null && "_zod" in value;
  // Keys sorted: z.object gives its keys in the schema's order, the inert parse in the source's.
  const sorted = (value: object) =>
    Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify(module, (_key, value: unknown) => {
    if (typeof value === "function" || isSchema(value)) return undefined;
    return typeof value === "object" && value !== null && !Array.isArray(value) ? sorted(value) : value;
  });
}

async function loadAll(): Promise<Map<string, string>> {
  const data = new Map<string, string>();
  for (const path of paths) data.set(path, await exportedData(path));
  return data;
}

describe("content built without zod", () => {
  it("the stand-in hands back what it parses and accepts any chain of builders", async () => {
    const { z } = (await import("@/lib/content-zod.client")) as { z: any };
    const schema = z
      .object({ a: z.iso.date().min(3) })
      .strict()
      .superRefine(() => undefined);
    const input = { a: "2026-01-01", extra: [1] };
    expect(schema.parse(input)).toBe(input);
    expect(schema.safeParse(input)).toEqual({ success: true, data: input });
  });

  it("gives every content module the same data as real zod", { timeout: 60_000 }, async () => {
    expect(paths.length).toBeGreaterThan(20);
    vi.resetModules();
    const real = await loadAll();
    vi.resetModules();
    vi.doMock("@/lib/content-zod", () => import("@/lib/content-zod.client"));
    const inert = await loadAll();
    // The stand-in really was in play: its schemas are functions, real ones objects.
    const { siteConfigSchema } = await import("@/lib/site-config");
    expect(typeof siteConfigSchema).toBe("function");
    vi.doUnmock("@/lib/content-zod");
    vi.resetModules();
    for (const path of paths) expect(inert.get(path), path).toBe(real.get(path));
    // The comparison has teeth: real zod was in play for one of them.
    expect([...real.values()].join("").length).toBeGreaterThan(10_000);
  });
});
