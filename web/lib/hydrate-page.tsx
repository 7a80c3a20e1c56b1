import { Component, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
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
type ErrorComponent = ComponentType<{ error: unknown; params: PageParams; loaderData: undefined }>;

/**
 * Shows the public layout's error page (its `ErrorBoundary` export) when rendering throws, as
 * React Router did, instead of an empty page.
 */
export class PageErrorBoundary extends Component<
  { fallback: ErrorComponent; params: PageParams; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override render() {
    const { fallback: Fallback, params, children } = this.props;
    return this.state.failed ? (
      <Fallback error={this.state.error} params={params} loaderData={undefined} />
    ) : (
      children
    );
  }
}

/** Calls `onHydrated` once, after React has committed the hydrated page. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

export function hydratePage(
  Layout: ComponentType,
  Page: PageComponent,
  pattern: string,
  LayoutError: ErrorComponent,
  onHydrated: () => void = () => {},
): void {
  const container = document.getElementById("app");
  if (!container) throw new Error("the page has no #app element to hydrate");
  const params = paramsOf(pattern, window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      container,
      <>
        <PageErrorBoundary fallback={LayoutError} params={params}>
          <OutletProvider page={<Page params={params} loaderData={undefined} matches={[]} />}>
            <Layout />
          </OutletProvider>
        </PageErrorBoundary>
        {/* Outside the boundary: a page that fell to its error view is live too. */}
        <Hydrated onHydrated={onHydrated} />
      </>,
    );
  });
}
