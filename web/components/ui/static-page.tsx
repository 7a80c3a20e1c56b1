import type { ReactNode } from "react";
import { Link } from "@/components/ui/site-link";
import { backHomeLabel, pages, type PageKey } from "@/content/pages";
import { pageMeta, type MetaInput } from "@/lib/meta";
import { PageHeader } from "./page-header";

/** What React Router hands a route's meta function; only the path is needed here. */
export type MetaContext = { location: { pathname: string } };

/** Head tags of a page whose copy lives in content/pages.ts, at the path it is served from. */
export function metaFor(
  key: PageKey,
  { location }: MetaContext,
  extra: Omit<MetaInput, "title" | "description" | "path"> = {},
) {
  return pageMeta({ ...pages[key], path: location.pathname, ...extra });
}

/** A page made of its header copy from content/pages.ts plus whatever the route places below. */
export function StaticPage({
  page,
  backHome = false,
  children,
}: {
  page: PageKey;
  backHome?: boolean;
  children?: ReactNode;
}) {
  const copy = pages[page];
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      {children && <div className="mx-auto max-w-5xl px-4 pb-12">{children}</div>}
      {backHome && (
        <p className="mx-auto max-w-5xl px-4 pb-12">
          <Link to="/" className="font-semibold text-blue-800 underline underline-offset-2">
            {backHomeLabel}
          </Link>
        </p>
      )}
    </>
  );
}
