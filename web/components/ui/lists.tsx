import { Link } from "@/components/ui/site-link";
import { textLink } from "./styles";

/** A bulleted list of plain sentences; each sentence is its own key. */
export function BulletList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A list of links inside the site, each shown in the site's link style. */
export function LinkList({
  links,
  className,
}: {
  links: readonly { href: string; label: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <Link to={l.href} className={textLink}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
