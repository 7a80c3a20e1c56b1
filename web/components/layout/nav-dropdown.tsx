import { Link } from "@/components/ui/site-link";
import type { NavLink } from "@/content/navigation";

/** The top bar's dropdowns share this <details> name: opening one closes the other. */
export const navMenuName = "site-nav";

/**
 * A disclosure menu of links: a <details> whose <summary> opens it on click, tap, Enter or Space
 * with no script at all (issue 37). The site script adds hover, arrow keys, Escape and closing on
 * a press outside or on a choice (components/layout/menus.ts).
 */
export function NavDropdown({ label, items }: { label: string; items: readonly NavLink[] }) {
  return (
    <details data-nav-menu name={navMenuName} className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded px-3 font-medium text-slate-800 hover:text-blue-800 [&::-webkit-details-marker]:hidden">
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </summary>
      <ul className="absolute left-0 top-full z-50 min-w-64 rounded-md border border-slate-200 bg-white py-2 shadow-lg">
        {items.map((item) => (
          <li key={item.href + item.label}>
            <Link
              to={item.href}
              className="block px-4 py-2.5 text-slate-800 hover:bg-slate-100 focus:bg-slate-100"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
