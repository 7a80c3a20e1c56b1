import { Link } from "@/components/ui/site-link";
import { callNowLead, callsToAction, type CallToAction, type PageKind } from "@/content/calls-to-action";
import { darkButton, secondaryButton } from "@/components/ui/styles";
import { site, telHref } from "@/lib/site-config";

function CtaLink({ href, label, className }: { href: string; label: string; className: string }) {
  return href.startsWith("/") ? (
    <Link to={href} className={className}>
      {label}
    </Link>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

/** The call-to-action box a kind of page ends with (content/calls-to-action.ts). */
export function CtaBox({ cta, id = "cta-heading" }: { cta: CallToAction; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-blue-50 p-6 md:p-8">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {cta.title}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{cta.description}</p>
      <div className="mt-6 flex flex-wrap gap-4">
        <CtaLink href={cta.primary.href} label={cta.primary.label} className={darkButton} />
        <CtaLink href={cta.secondary.href} label={cta.secondary.label} className={secondaryButton} />
      </div>
    </section>
  );
}

/** The box a page of this kind ends with, set apart from what is above it; optionally the phone. */
export function ClosingCta({
  kind,
  className = "mt-12",
  withPhone = false,
}: {
  kind: PageKind;
  className?: string;
  withPhone?: boolean;
}) {
  return (
    <div className={className}>
      <CtaBox cta={callsToAction[kind]} />
      {withPhone && (
        <p className="mt-4 text-slate-800">
          {callNowLead}{" "}
          <a href={telHref()} className="font-semibold text-blue-800 underline underline-offset-2">
            {site.contact.phoneDisplay}
          </a>
          .
        </p>
      )}
    </div>
  );
}
