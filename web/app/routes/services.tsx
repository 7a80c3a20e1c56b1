import { Link } from "@/components/ui/site-link";
import { ClosingCta } from "@/components/sections/cta-box";
import { FaqSection } from "@/components/sections/faq-section";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { BulletList, LinkList } from "@/components/ui/lists";
import { card, textLink } from "@/components/ui/styles";
import { TitledSection } from "@/components/ui/titled-section";
import { defaultFaqs } from "@/content/faqs";
import { guides } from "@/content/guides";
import { servicesPage } from "@/content/services-page";
import { services } from "@/content/services";

export const meta = (context: MetaContext) => metaFor("services", context, { preview: "service" });

export default function Services() {
  return (
    <StaticPage page="services">
      <ul className="grid gap-6 md:grid-cols-2">
        {services.map((s) => (
          <li key={s.id} className={card}>
            <h2 className="text-xl font-semibold">
              <Link to={`/services/${s.id}`} className="text-blue-900 underline underline-offset-2">
                {s.title}
              </Link>
            </h2>
            <p className="mt-2 text-slate-700">{s.summary}</p>
            <BulletList items={s.examples} className="mt-3 list-disc pl-6 text-slate-700" />
          </li>
        ))}
      </ul>
      <div className="mt-12 grid gap-8 md:grid-cols-2">
        <TitledSection id="resources-heading" heading={servicesPage.resourcesHeading}>
          <LinkList links={servicesPage.resources} className="mt-4 space-y-2" />
        </TitledSection>
        <TitledSection id="guides-heading" heading={servicesPage.guidesHeading}>
          <ul className="mt-4 space-y-3">
            {guides.map((g) => (
              <li key={g.slug}>
                <Link to={`/guides/${g.slug}`} className={textLink}>
                  {g.title}
                </Link>
                <p className="text-slate-700">{g.summary}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
      </div>
      <div className="mt-12">
        <FaqSection heading={servicesPage.faqHeading} faqs={defaultFaqs} id="services-faq-heading" />
      </div>
      <ClosingCta kind="services" />
    </StaticPage>
  );
}
