import { Link } from "@/components/ui/site-link";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { CallLink } from "@/components/ui/call-link";
import { BulletList } from "@/components/ui/lists";
import { textLink } from "@/components/ui/styles";
import { TitledSection } from "@/components/ui/titled-section";
import { Island } from "@/app/island";
import { formPage, formPrivacyLinkLabel } from "@/content/form-page";
import { site } from "@/lib/site-config";

export const meta = (context: MetaContext) =>
  metaFor("form", context, { location: { city: site.address.city, state: site.address.state } });

// /form is where Contact and Free Case Review in the top bar and footer lead: the case review
// form laid out in the page (not a modal), so it works as a plain link target and without
// JavaScript-driven dialogs, with the phone as the other way in (docs/spec-deviations.md).
export default function ContactForm() {
  return (
    <StaticPage page="form">
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Island name="case-review" when="load" />
        </div>
        <aside aria-labelledby="form-phone-heading" className="space-y-6">
          <section className="rounded-xl bg-blue-50 p-6">
            <h2 id="form-phone-heading" className="text-xl font-bold">
              {formPage.phoneHeading}
            </h2>
            <p className="mt-2 text-slate-700">{formPage.phoneText}</p>
            <CallLink className="mt-4 inline-flex min-h-12 items-center rounded-md bg-blue-800 px-6 text-lg font-semibold text-white hover:bg-blue-900" />
            <p className="mt-2 text-sm text-slate-700">{site.contact.hours}</p>
          </section>
          <TitledSection
            id="form-promise-heading"
            heading={formPage.reassuranceHeading}
            className="rounded-xl border border-slate-200 p-6"
            headingClassName="text-xl font-bold"
          >
            <BulletList
              items={formPage.reassurance}
              className="mt-3 list-disc space-y-1 pl-5 text-slate-800"
            />
            <p className="mt-4 text-sm text-slate-700">
              {formPage.noticeAtCollection}{" "}
              <Link to="/privacy" className={textLink}>
                {formPrivacyLinkLabel}
              </Link>
            </p>
          </TitledSection>
        </aside>
      </div>
    </StaticPage>
  );
}
