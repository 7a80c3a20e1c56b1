import type { LeadFilters } from "../api/leads";
import { ViewLinks } from "../../shared/components/view-links";

// The inbox's views, above its filters: the leads waiting for a first contact, the leads whose
// texts wait for an answer (issue 34), and all leads. The current one is filled in and marked
// aria-current; each is a plain link, so it works from the keyboard and can be bookmarked.

type View = { label: string; href: string; current: (filters: LeadFilters) => boolean };

export const leadViewLinks: readonly View[] = [
  { label: "Needs first contact", href: "/admin", current: (f) => !f.view && f.contact === "none" },
  { label: "Needs reply", href: "/admin?view=needs_reply", current: (f) => f.view === "needs_reply" },
  { label: "All leads", href: "/admin?contact=all", current: (f) => !f.view && f.contact === "all" },
];

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
