import { useLocation } from "react-router";

/**
 * The current path without a trailing slash. Prerendering renders /services as "/services/"
 * (it writes services/index.html) while the browser is at "/services"; anything that depends on
 * the path must see the same value in both, or hydration fails.
 */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

export function usePathname(): string {
  return normalizePathname(useLocation().pathname);
}

/** The splat of a section route ("wage-hour" for /services/wage-hour), trailing slash removed. */
export function splatParam(params: { "*"?: string }): string {
  return (params["*"] ?? "").replace(/\/+$/, "");
}
