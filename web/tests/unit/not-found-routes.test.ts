import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "@/app/routes";
import { notFoundPages } from "@/content/not-found";
import { publicPaths } from "@/content/route-list";
import { isPublicPage } from "@/content/public-pages";

// The server answers every unknown URL under a prefix with the page prerendered at renderPath.
// React hydrates that HTML at the visitor's URL, which only works if both match the same route.
function toRouteObject(r: RouteConfigEntry): RouteObject {
  return r.index
    ? { id: r.file, index: true }
    : { id: r.file, path: r.path, children: r.children?.map(toRouteObject) };
}
const routes: RouteObject[] = routeConfig.map(toRouteObject);

function leafRoute(url: string): string | undefined {
  return matchRoutes(routes, url)?.at(-1)?.route.id;
}

function serverPageFor(url: string) {
  return notFoundPages.find((p) => url.startsWith(p.prefix));
}

const unknownUrls = [
  "/services/nope",
  "/services/discrimination/extra",
  "/blog/no-such-post",
  "/blog/a/b/c",
  "/results/nope",
  "/results/wage-and-hour/99",
  "/results/wage-and-hour/abc",
  "/results/a/b/c",
  "/guides/nope",
  "/nope",
  "/about/nope",
  "/terms/x/y",
  "/assetsx",
];

describe("not-found pages and routes", () => {
  it.each(unknownUrls)("%s is not a page and matches the route of its not-found page", (url) => {
    expect(isPublicPage(url)).toBe(false);
    const page = serverPageFor(url);
    expect(page).toBeDefined();
    expect(leafRoute(url)).toBe(leafRoute(page!.renderPath));
  });

  it("never prerenders a not-found page at a public path", () => {
    for (const page of notFoundPages) expect(publicPaths()).not.toContain(page.renderPath);
  });

  it("keeps /admin out of the public site: its own routes, never prerendered", () => {
    expect(leafRoute("/admin")).toBe("routes/admin/leads.tsx");
    expect(leafRoute("/admin/login")).toBe("routes/admin/login.tsx");
    expect(leafRoute("/admin/leads/case-review/abc")).toBe("routes/admin/lead.tsx");
    expect(leafRoute("/admin/enrol")).toBe("routes/admin/enrol.tsx");
    expect(leafRoute("/admin/account")).toBe("routes/admin/account.tsx");
    expect(leafRoute("/admin/users")).toBe("routes/admin/users.tsx");
    expect(leafRoute("/admin/users/maria")).toBe("routes/admin/user.tsx");
    expect(leafRoute("/admin/nope/deeper")).toBe("routes/admin/not-found.tsx");
    for (const path of publicPaths()) expect(path.startsWith("/admin")).toBe(false);
  });

  it("every public page matches a route other than the catch-all", () => {
    for (const path of publicPaths()) expect(leafRoute(path), path).not.toBe("routes/not-found.tsx");
  });
});
