import { Link } from "@/components/ui/site-link";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import { textLink } from "@/components/ui/styles";
import { scheduleCallLabel } from "@/content/phone";
import { fullAddress, site, telHref } from "@/lib/site-config";

/** Phone, email, address and hours from config, with the case review button. */
export function ContactSection({
  heading,
  intro,
  id = "contact-heading",
}: {
  heading: string;
  intro: string;
  id?: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-slate-50 p-6 md:p-8">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      <ul className="mt-4 space-y-2 text-slate-800">
        <li>
          Phone:{" "}
          <a href={telHref()} className={textLink}>
            {site.contact.phoneDisplay}
          </a>{" "}
          ({site.contact.hours.toLowerCase()})
        </li>
        <li>
          Email:{" "}
          <a href={`mailto:${site.contact.email}`} className={textLink}>
            {site.contact.email}
          </a>
        </li>
        <li>Office: {fullAddress()}</li>
        <li>
          <Link to="/book" className={textLink}>
            {scheduleCallLabel}
          </Link>
        </li>
      </ul>
      <div className="mt-6">
        <CaseReviewButton />
      </div>
    </section>
  );
}
