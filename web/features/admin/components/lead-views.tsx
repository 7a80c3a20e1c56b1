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

export function LeadViews({ filters }: { filters: LeadFilters }) {
  return (
    <nav aria-label="Lead views">
      <ul className="flex flex-wrap gap-2">
        {leadViewLinks.map((view) => {
          const current = view.current(filters);
          return (
            <li key={view.href}>
              <Link
                to={view.href}
                aria-current={current ? "page" : undefined}
                className={`${viewLink} ${phoneTarget} ${current ? "bg-blue-800 text-white" : "bg-white text-blue-900"}`}
              >
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
