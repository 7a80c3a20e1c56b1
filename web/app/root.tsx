import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { AdminShellFallback } from "@/components/layout/admin-shell-fallback";
import { renderErrorCopy } from "@/content/errors";
import { siteLanguage } from "@/lib/i18n/language";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The site's whole stylesheet (about 8 KB gzip), inline in every prerendered page: the first paint
 * then needs the HTML only, not a second request that on a slow link waits for a connection and a
 * round trip (issue 17, docs/performance.md). React owns the element (`href` and `precedence`):
 * hydration and client-side navigation find it by its href and keep it, so the browser build
 * renders it empty and ships no CSS inside its JavaScript.
 */
function SiteStyles() {
  return (
    <style href="/site.css" precedence="default">
      {import.meta.env.SSR ? stylesheet : ""}
    </style>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteLanguage}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteStyles />
        <Meta />
        <Links />
      </head>
      <body>
        {/* The element a public page's script hydrates (lib/hydrate-page.tsx): the page without
            the scripts below. It takes no box of its own. */}
        <div id="app" className="contents">
          {children}
        </div>
        {/* Scrolls to the top on every new page and restores the position on Back, in the staff
            area; public pages lose it in the post-build step, the browser does it there. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// No chrome here: the public pages get theirs from routes/public-layout.tsx, the staff area from
// routes/admin/*. Keeping the root bare keeps the public site's code out of the admin shell.
export default function App() {
  return <Outlet />;
}

// Rendered only into the SPA fallback HTML, which the server sends for /admin URLs (see
// docs/admin-api.md): every public page is prerendered with its content and never shows this.
export function HydrateFallback() {
  return <AdminShellFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const heading = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : renderErrorCopy.heading;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4">{renderErrorCopy.shellAdvice}</p>
    </main>
  );
}
