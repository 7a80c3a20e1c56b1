import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode, type Ref } from "react";

// What the public pages use of React Router, for their browser build only
// (vite.pages.config.ts aliases "react-router" to this file there; the prerender, the staff area
// and the tests use React Router itself). A public page is a document of its own: its links are
// plain links the browser follows, so the page needs no client router, no route manifest and no
// data layer, about 40 KB gzip of JavaScript (docs/decisions/0019-public-pages-without-client-router.md).
// Each export renders and behaves as React Router's does for the props the site uses; the
// hydration test (tests/e2e/hydration.spec.ts) loads every page and fails on any mismatch React
// reports (production React does not report attribute differences; see decision 0019 on ids).

import { hrefOf, routerPathname } from "./base-path";

export { hrefOf, routerPathname };

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };

export function useLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname: routerPathname(pathname), search, hash, state: null, key: "default" };
}

type NavigateOptions = { replace?: boolean; state?: unknown };

/**
 * Goes to another page by loading it. Navigation state does not survive a page load: what a page
 * needs from the one before comes from session storage (the intake reference does).
 */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  return (to, options) => {
    if (typeof to === "number") window.history.go(to);
    else if (options?.replace) window.location.replace(hrefOf(to));
    else window.location.assign(hrefOf(to));
  };
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, ...rest }: LinkProps) {
  return <a {...rest} href={hrefOf(to)} data-discover="true" />;
}

const OutletContext = createContext<ReactNode>(null);

/** Renders the page inside the public layout (lib/hydrate-page.tsx provides it). */
export function Outlet() {
  return useContext(OutletContext);
}

export function OutletProvider({ page, children }: { page: ReactNode; children: ReactNode }) {
  return <OutletContext.Provider value={page}>{children}</OutletContext.Provider>;
}

/** Only the layout's error boundary asks; a public page's browser build never throws a response. */
export function isRouteErrorResponse(error: unknown): false {
  void error;
  return false;
}
