import { Link } from "react-router";
import { phoneTarget } from "./styles";

const viewLink =
  "inline-flex min-h-10 items-center rounded-md border-2 border-blue-800 px-3 font-semibold underline-offset-2 hover:underline";

/**
 * A row of view links under a nav `label`: the current one filled in and marked aria-current. The
 * staff pages' views (the inbox's, the calls page's) all look and read the same.
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
