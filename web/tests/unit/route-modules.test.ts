// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// React Router's build wraps a route module's own `export function ErrorBoundary` (and
// HydrateFallback) so that it receives the route's error as a prop; a re-export
// (`export { X as ErrorBoundary } from ...`) is not wrapped and renders with no error at all. The
// route stubs of the unit tests wrap either kind, so only this check catches it.
const routesDir = path.resolve(import.meta.dirname, "../../app/routes");

function routeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeModules(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe("route modules", () => {
  it.each(routeModules(routesDir).map((file) => [path.relative(routesDir, file), file]))(
    "%s declares its ErrorBoundary and HydrateFallback itself",
    (_name, file) => {
      const source = readFileSync(file, "utf8");
      expect(source).not.toMatch(/\bas\s+(ErrorBoundary|HydrateFallback)\b/);
    },
  );
});
