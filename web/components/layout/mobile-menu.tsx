import { chrome } from "@/content/chrome";
import { LanguageSwitch } from "./language-switch";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { usePathname } from "@/lib/use-pathname";
import { aboutMenu, caseReviewLink, contactLink, servicesMenu, type NavLink } from "@/content/navigation";
import { site, telHref } from "@/lib/site-config";

/** The small-screen menu: the same items as the top bar; choosing any item closes it. */
export function MobileMenu() {
  // Remember where the menu was opened: any navigation closes it without an effect.
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => setOpenAt(null);
  const group = (title: string, items: readonly NavLink[]) => (
    <div className="py-2">
      <p className="px-4 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.href + item.label}>
            <Link to={item.href} onClick={close} className="block px-6 py-3 text-slate-900">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <div
      className="lg:hidden"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          close();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : pathname)}
        className="flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-3 text-slate-900"
      >
        <span className="sr-only">{open ? chrome.closeMenu : chrome.openMenu}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          {open ? (
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          ) : (
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          )}
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label={chrome.mainMenu}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
      >
        {group(chrome.servicesGroup, servicesMenu)}
        {group(chrome.aboutGroup, aboutMenu)}
        <ul className="border-t border-slate-200 py-2">
          <li>
            <Link to={contactLink.href} onClick={close} className="block px-4 py-3 text-slate-900">
              {contactLink.label}
            </Link>
          </li>
          <li>
            <a href={telHref()} onClick={close} className="block px-4 py-3 font-semibold text-blue-800">
              {chrome.call} {site.contact.phoneDisplay}
            </a>
          </li>
          <li>
            <LanguageSwitch
              onClick={close}
              className="block px-4 py-3 text-slate-900 underline underline-offset-2"
            />
          </li>
          <li className="px-4 py-3">
            <Link
              to={caseReviewLink.href}
              onClick={close}
              className="block rounded-md bg-amber-500 px-4 py-3 text-center font-semibold text-slate-950"
            >
              {caseReviewLink.label}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
