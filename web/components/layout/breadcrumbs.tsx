import { chrome } from "@/content/chrome";
import { Link } from "@/components/ui/site-link";
import { JsonLdScript } from "@/components/ui/json-ld";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import { usePathname } from "@/lib/use-pathname";
import { crumbLabelsByPath, crumbLabelsBySegment } from "@/content/navigation";
import { isPublicPage } from "@/content/public-pages";

export type Crumb = { label: string; href: string | null };

function capitalise(segment: string): string {
  return segment
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * Home plus one crumb per path segment. A crumb links to its page only when that page exists
 * (there is no /guides page, for example) and never for the last crumb.
 */
export function buildCrumbs(pathname: string, isPage: (path: string) => boolean = isPublicPage): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: chrome.home, href: "/" }];
  let path = "";
  segments.forEach((raw, index) => {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      segment = raw;
    }
    path += `/${raw}`;
    const label = crumbLabelsByPath.get(path) ?? crumbLabelsBySegment.get(segment) ?? capitalise(segment);
    const isLast = index === segments.length - 1;
    crumbs.push({ label, href: !isLast && isPage(path) ? path : null });
  });
  return crumbs;
}

export function Breadcrumbs() {
  const pathname = usePathname();
  // Not-found pages get no trail: it would name a page that does not exist, and the prerendered
  // not-found HTML is served for many URLs, so its trail could not match them anyway.
  if (!isPublicPage(pathname)) return null;
  const crumbs = buildCrumbs(pathname);
  if (crumbs.length === 0) return null;
  // Search engines get the same trail as people: crumbs that lead to a page, and the page itself.
  const trail = crumbs
    .map((crumb, index) => ({ name: crumb.label, path: index === crumbs.length - 1 ? pathname : crumb.href }))
    .filter((item): item is { name: string; path: string } => item.path !== null);
  return (
    <nav aria-label={chrome.breadcrumb} className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 text-sm text-slate-700">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="flex items-center gap-1">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-500">
                  /
                </span>
              )}
              {crumb.href ? (
                <Link
                  to={crumb.href}
                  className="underline decoration-slate-400 underline-offset-2 hover:text-blue-800"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={isLast ? "page" : undefined}
                  className={isLast ? "font-semibold text-slate-900" : undefined}
                >
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLdScript data={breadcrumbJsonLd(trail)} />
    </nav>
  );
}
