import { isRouteErrorResponse, Outlet } from "react-router";
import { renderErrorCopy } from "@/content/errors";
import { SiteLayout } from "../site-layout";
import type { Route } from "./+types/public-layout";

// The public site's chrome (top bar, breadcrumbs, footer, intake modals, consent banner). It is a
// layout route rather than part of the root so that the staff area never loads or renders it.
export default function PublicLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const heading = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : renderErrorCopy.heading;
  return (
    <SiteLayout>
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className="mt-4">{renderErrorCopy.publicAdvice}</p>
      </div>
    </SiteLayout>
  );
}
