import { chrome } from "@/content/chrome";
import { LanguageSwitch } from "./language-switch";
import { Link } from "@/components/ui/site-link";
import { aboutMenu, caseReviewLink, contactLink, servicesMenu, type NavLink } from "@/content/navigation";
import { site, telHref } from "@/lib/site-config";

/**
 * The small-screen menu: the same items as the top bar, in a <details> that opens and closes with
 * no script (issue 37). The site script closes it when an item is chosen or on Escape, which
 * returns focus to its summary (components/layout/menus.ts).
 */
export function MobileMenu() {
  const group = (title: string, items: readonly NavLink[]) => (
    <div className="py-2">
      <p className="px-4 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.href + item.label}>
            <Link to={item.href} className="block px-6 py-3 text-slate-900">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <details data-mobile-menu className="group lg:hidden">
      <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md border border-slate-300 px-3 text-slate-900 [&::-webkit-details-marker]:hidden">
        <span className="sr-only group-open:hidden">{chrome.openMenu}</span>
        <span className="sr-only hidden group-open:inline">{chrome.closeMenu}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 group-open:hidden">
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden size-6 group-open:block">
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </summary>
      <nav
        aria-label={chrome.mainMenu}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
      >
        {group(chrome.servicesGroup, servicesMenu)}
        {group(chrome.aboutGroup, aboutMenu)}
        <ul className="border-t border-slate-200 py-2">
          <li>
            <Link to={contactLink.href} className="block px-4 py-3 text-slate-900">
              {contactLink.label}
            </Link>
          </li>
          <li>
            <a href={telHref()} className="block px-4 py-3 font-semibold text-blue-800">
              {chrome.call} {site.contact.phoneDisplay}
            </a>
          </li>
          <li>
            <LanguageSwitch className="block px-4 py-3 text-slate-900 underline underline-offset-2" />
          </li>
          <li className="px-4 py-3">
            <Link
              to={caseReviewLink.href}

              className="block rounded-md bg-amber-500 px-4 py-3 text-center font-semibold text-slate-950"
            >
              {caseReviewLink.label}
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}
