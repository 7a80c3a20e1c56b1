import type { ReactNode } from "react";
import { Link } from "react-router";
import { pages, type PageKey } from "@/content/pages";
import { pageMeta } from "@/lib/meta";
import { PageHeader } from "./page-header";

export function metaFor(key: PageKey) {
  return pageMeta(pages[key]);
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
            Back to Home
          </Link>
        </p>
      )}
    </>
  );
}
