import { useContext, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
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
  // Every prerendered page is a public page; the staff area's shell is the SPA fallback, rendered
  // in React Router's SPA mode (its context's only sign of it; a wrong answer stops the build:
  // React Router's own check of the shell, and scripts/html-checks.ts's of every public page).
  const publicPage = useContext(FrameworkContext)?.isSpaMode === false;
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
        {children}
        {/* React Router's client runs the staff area only. A public page is a document its own
            scripts enhance (the site script and its islands, which the post-build step starts:
            scripts/postbuild.ts), and the browser restores its scroll position. */}
        {!publicPage && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
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
