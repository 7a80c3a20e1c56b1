import { Link } from "react-router";
import type { LeadFilters } from "../api/leads";
import { phoneTarget } from "./styles";

// The inbox's views, above its filters: the leads waiting for a first contact, the leads whose
// texts wait for an answer (issue 34), and all leads. The current one is filled in and marked
// aria-current; each is a plain link, so it works from the keyboard and can be bookmarked.

type View = { label: string; href: string; current: (filters: LeadFilters) => boolean };

export const leadViewLinks: readonly View[] = [
  { label: "Needs first contact", href: "/admin", current: (f) => !f.view && f.contact === "none" },
  { label: "Needs reply", href: "/admin?view=needs_reply", current: (f) => f.view === "needs_reply" },
  { label: "All leads", href: "/admin?contact=all", current: (f) => !f.view && f.contact === "all" },
];

const viewLink =
  "inline-flex min-h-10 items-center rounded-md border-2 border-blue-800 px-3 font-semibold underline-offset-2 hover:underline";

/**
 * A row of view links under a nav `label`: the current one filled in and marked aria-current. The
 * staff pages' views (the inbox's here, the calls page's) all look and read the same.
 */
export function ViewLinks({
  label,
  className,
  links,
}: {
  label: string;
  className?: string;
  links: readonly { label: string; href: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              aria-current={link.current ? "page" : undefined}
              className={`${viewLink} ${phoneTarget} ${link.current ? "bg-blue-800 text-white" : "bg-white text-blue-900"}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LeadViews({ filters }: { filters: LeadFilters }) {
  return (
    <ViewLinks
      label="Lead views"
      links={leadViewLinks.map((view) => ({
        label: view.label,
        href: view.href,
        current: view.current(filters),
      }))}
    />
  );
}
