import { chrome } from "@/content/chrome";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/site-link";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import { freeReviewNote } from "@/content/legal-notes";
import { callLabel } from "@/content/phone";
import { priorResultsDisclaimer, whoReadsRequests } from "@/content/statements";
import { telHref } from "@/lib/site-config";

/** A boxed summary of the points a reader must not miss. */
export function HighlightBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="my-8 rounded-lg border-l-4 border-amber-400 bg-amber-50 p-5 text-slate-800">
      <p className="text-lg font-bold text-slate-900">{title}</p>
      <div className="mt-2 [&>p]:mt-2 [&>ul]:mt-2 [&>ul]:list-disc [&>ul]:pl-6">{children}</div>
    </aside>
  );
}

/** The firm's phone number from config/site.json, as a call link. */
export function PhoneLink({ children }: { children?: ReactNode }) {
  return (
    <a href={telHref()} className="font-semibold text-blue-800 underline underline-offset-2">
      {children ?? callLabel}
    </a>
  );
}

/**
 * A call-to-action block: the case review modal and the phone, with the site's one sentence on
 * who reads a request (content/statements.ts), so no article words it differently.
 */
export function CallToAction({
  title,
  button = chrome.getFreeCaseReview,
  children,
}: {
  title: string;
  button?: string;
  children?: ReactNode;
}) {
  return (
    <aside className="my-10 rounded-xl bg-blue-950 p-6 text-white md:p-8">
      <p className="text-2xl font-bold">{title}</p>
      {children && (
        <div className="mt-3 text-blue-50 [&_a]:text-white [&>p]:mt-2 [&>p]:text-blue-50">{children}</div>
      )}
      <p className="mt-3 text-blue-50">{whoReadsRequests}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <CaseReviewButton>{button}</CaseReviewButton>
        <a
          href={telHref()}
          className="inline-flex min-h-12 items-center rounded-md border border-white px-6 text-lg font-semibold"
        >
          {callLabel}
        </a>
      </div>
      <p className="mt-4 text-sm text-blue-100">
        {freeReviewNote} {priorResultsDisclaimer}
      </p>
    </aside>
  );
}

export type RelatedLink = { href: string; label: string; description?: string };

/** Links to related pages of this site. */
export function RelatedLinks({
  title = chrome.relatedPages,
  links,
}: {
  title?: string;
  links: RelatedLink[];
}) {
  return (
    <nav aria-label={title} className="my-10 rounded-lg border border-slate-200 p-6">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="font-semibold text-blue-800 underline underline-offset-2">
              {link.label}
            </Link>
            {link.description && <p className="text-sm text-slate-600">{link.description}</p>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
