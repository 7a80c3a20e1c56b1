// The build's base path ("/" or "/es/", Vite's `base`) added to and taken from site paths, as React
// Router does it: the public pages' links (components/ui/site-link.tsx), a sent form's next page
// (lib/navigate.ts) and the article bodies' loader (content/article-bodies.ts) use it.

/** The build's base path: "/" or "/es/" (Vite's `base`). */
const basename: string = import.meta.env.BASE_URL;

/** A site path ("/form?open=x", "/") as an address in this build, as React Router's Link writes it. */
export function hrefOf(to: string): string {
  if (!to.startsWith("/") || basename === "/") return to;
  if (to === "/" || /^\/[?#]/.test(to)) return basename + to.slice(1);
  return basename.replace(/\/$/, "") + to;
}

/** The browser's path without the build's base path, as React Router's useLocation gives it. */
export function routerPathname(pathname: string): string {
  if (basename === "/") return pathname;
  const base = basename.replace(/\/$/, "");
  if (pathname === base || pathname === basename) return "/";
  return pathname.startsWith(basename) ? pathname.slice(base.length) : pathname;
}
