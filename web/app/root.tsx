import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { AdminShellFallback } from "@/components/layout/admin-shell-fallback";
import { renderErrorCopy } from "@/content/errors";
import { siteLanguage } from "@/lib/i18n/language";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The Spanish home page's address is /es (the server redirects every path ending in "/" to the
// path without it), but the Spanish build's router lives under the basename /es/ and would not
// match /es. Before the router starts, the address bar gets the slash back (no reload, no request).
const spanishHomeAddress =
  'if(location.pathname==="/es")history.replaceState(history.state,"","/es/"+location.search+location.hash)';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteLanguage}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {siteLanguage === "es" && <script dangerouslySetInnerHTML={{ __html: spanishHomeAddress }} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Scrolls to the top on every new page and restores the position on Back. */}
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
