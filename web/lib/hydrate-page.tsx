import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { OutletProvider, routerPathname } from "./page-router";

// The browser side of a public page (vite.pages.config.ts makes one entry per page template that
// calls this): React hydrates the prerendered page in place, the public layout around the page's
// route component, as React Router's client did, without the router
// (docs/decisions/0019-public-pages-without-client-router.md).

export type PageParams = { "*"?: string };

/**
 * The route's parameters for a browser path, as React Router matches them: a splat route ("blog/*")
 * gets the rest of the path, each segment decoded (a segment that does not decode stays as it is).
 */
export function paramsOf(pattern: string, pathname: string): PageParams {
  if (!pattern.endsWith("*")) return {};
  const prefix = `/${pattern.slice(0, -1)}`;
  const path = routerPathname(pathname);
  if (!path.startsWith(prefix)) return { "*": "" };
  const rest = path
    .slice(prefix.length)
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
  return { "*": rest };
}

type PageComponent = ComponentType<{ params: PageParams; loaderData: undefined; matches: [] }>;

export function hydratePage(Layout: ComponentType, Page: PageComponent, pattern: string): void {
  const container = document.getElementById("app");
  if (!container) throw new Error("the page has no #app element to hydrate");
  const params = paramsOf(pattern, window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      container,
      <OutletProvider page={<Page params={params} loaderData={undefined} matches={[]} />}>
        <Layout />
      </OutletProvider>,
    );
  });
}
