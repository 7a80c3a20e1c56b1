import { Link } from "react-router";
import { CtaBox } from "@/components/sections/cta-box";
import { FaqSection } from "@/components/sections/faq-section";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { card, textLink } from "@/components/ui/styles";
import { callsToAction } from "@/content/calls-to-action";
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
            <ul className="mt-3 list-disc pl-6 text-slate-700">
              {s.examples.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-12 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="resources-heading">
          <h2 id="resources-heading" className="text-2xl font-bold">
            {servicesPage.resourcesHeading}
          </h2>
          <ul className="mt-4 space-y-2">
            {servicesPage.resources.map((r) => (
              <li key={r.href}>
                <Link to={r.href} className={textLink}>
                  {r.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="text-2xl font-bold">
            {servicesPage.guidesHeading}
          </h2>
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
        </section>
      </div>
      <div className="mt-12">
        <FaqSection heading={servicesPage.faqHeading} faqs={defaultFaqs} id="services-faq-heading" />
      </div>
      <div className="mt-12">
        <CtaBox cta={callsToAction.services} />
      </div>
    </StaticPage>
  );
}
