import { Link } from "@/components/ui/site-link";
import { aboutMenu, caseReviewLink, contactLink, servicesMenu } from "@/content/navigation";
import { site, telHref } from "@/lib/site-config";
import { chrome } from "@/content/chrome";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";

export function TopBar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex min-h-11 items-center gap-2 font-bold text-slate-900">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
            <rect width="32" height="32" rx="7" fill="#1e3a8a" />
            <path
              d="M8 21c3-6 6-9 8-9s5 3 8 9"
              stroke="#fbbf24"
              strokeWidth="3"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          <span>{site.brand.name}</span>
        </Link>
        <nav aria-label={chrome.mainNav} className="hidden items-center gap-1 lg:flex">
          <NavDropdown label={chrome.servicesGroup} items={servicesMenu} />
          <NavDropdown label={chrome.aboutGroup} items={aboutMenu} />
          <Link
            to={contactLink.href}
            className="flex min-h-11 items-center px-3 font-medium text-slate-800 hover:text-blue-800"
          >
            {contactLink.label}
          </Link>
          <a href={telHref()} className="flex min-h-11 items-center px-3 font-semibold text-blue-800">
            <span className="sr-only">{chrome.callUsAt}</span>
            {site.contact.phoneDisplay}
          </a>
          <LanguageSwitch className="flex min-h-11 items-center px-3 font-medium text-slate-800 underline underline-offset-2 hover:text-blue-800" />
          <Link
            to={caseReviewLink.href}
            className="ml-2 flex min-h-11 items-center rounded-md bg-amber-500 px-4 font-semibold text-slate-950 hover:bg-amber-400"
          >
            {caseReviewLink.label}
          </Link>
        </nav>
        <div className="flex items-center gap-2 lg:hidden">
          <a
            href={telHref()}
            className="flex min-h-11 items-center rounded-md px-2 font-semibold text-blue-800"
          >
            <span className="sr-only">{chrome.callUsAt}</span>
            <span aria-hidden="true" className="sm:hidden">
              {chrome.call}
            </span>
            <span className="max-sm:sr-only">{site.contact.phoneDisplay}</span>
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
