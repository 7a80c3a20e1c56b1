import { FigureText } from "@/components/article/figures";
import { Link } from "react-router";
import { card, textLink } from "@/components/ui/styles";
import { CaseReviewButton, QuestionnaireButton } from "@/components/ui/intake-buttons";
import { relatedLinks } from "@/content/calls-to-action";
import { faqsFor } from "@/content/faqs";
import { firmFigures, serviceFigures } from "@/content/figures";
import { allResults, caseCategories } from "@/content/results";
import { services, type Service } from "@/content/services";
import { testimonials } from "@/content/testimonials";
import { site, telHref } from "@/lib/site-config";
import { ContactSection } from "./contact-section";
import { FaqSection } from "./faq-section";
import { FigureList } from "./figure-list";
import { ResultCards } from "./result-cards";
import { TestimonialCard } from "./testimonial-card";

function ExternalOrInternal({ href, label }: { href: string; label: string }) {
  return href.startsWith("/") ? (
    <Link to={href} className={textLink}>
      {label}
    </Link>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer" className={textLink}>
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function TitledList({ id, heading, items }: { id: string; heading: string; items: Service["commonIssues"] }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className={card}>
            <h3 className="font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-slate-700">
              <FigureText text={item.text} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A service detail page: everything from content/services.ts plus the shared sections. */
export function ServicePage({ service }: { service: Service }) {
  const own = serviceFigures(service.id);
  const category = caseCategories.find((c) => c.serviceId === service.id);
  const stories = testimonials.filter((t) => t.serviceId === service.id);
  const others = services.filter((s) => s.id !== service.id);
  const figures = [
    { ...own.casesWon, label: `${service.shortTitle.toLowerCase()} cases won` },
    own.recovered,
    firmFigures().reviews,
  ];
  return (
    <>
      <div className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{service.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{service.summary}</p>
          <FigureList tone="raised" className="mt-6" figures={figures} />
          <div className="mt-8 flex flex-wrap gap-4">
            <CaseReviewButton />
            {service.id === "harassment" && (
              <QuestionnaireButton className="inline-flex min-h-12 items-center justify-center rounded-md border-2 border-blue-800 bg-white px-6 text-lg font-semibold text-blue-900 hover:bg-blue-50" />
            )}
            <a
              href={telHref()}
              className="inline-flex min-h-12 items-center rounded-md border-2 border-blue-800 px-6 text-lg font-semibold text-blue-900"
            >
              Call {site.contact.phoneDisplay}
            </a>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-bold text-slate-900">
              What it means
            </h2>
            {service.longDescription.map((p) => (
              <p key={p.slice(0, 24)} className="mt-3 text-slate-800">
                <FigureText text={p} />
              </p>
            ))}
          </section>

          {service.extras.map((extra) => (
            <section key={extra.kind} aria-labelledby={`extra-${extra.kind}`} className="mt-10">
              <h2 id={`extra-${extra.kind}`} className="text-2xl font-bold text-slate-900">
                {extra.heading}
              </h2>
              <p className="mt-2 text-slate-700">{extra.intro}</p>
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {extra.items.map((item) => (
                  <li key={item.title} className="rounded-lg border-l-4 border-blue-800 bg-slate-50 p-4">
                    <h3 className="font-semibold text-slate-900">{item.title}</h3>
                    <p className="mt-1 text-slate-700">
                      <FigureText text={item.text} />
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}

          <TitledList id="issues-heading" heading="Common problems" items={service.commonIssues} />
          <TitledList id="protections-heading" heading="Laws that protect you" items={service.protections} />

          <section aria-labelledby="remedies-heading" className="mt-10">
            <h2 id="remedies-heading" className="text-2xl font-bold text-slate-900">
              What you may be able to recover
            </h2>
            <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-800">
              {service.remedies.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-700">
              What is available depends on the facts of your case.
            </p>
          </section>

          {category && (
            <section aria-labelledby="samples-heading" className="mt-10">
              <h2 id="samples-heading" className="text-2xl font-bold text-slate-900">
                Example results
              </h2>
              <ResultCards
                results={allResults.filter((r) => r.category === category).slice(0, 3)}
                headingLevel={3}
                className="mt-4 md:grid-cols-3"
              />
            </section>
          )}

          {stories.length > 0 && (
            <section aria-labelledby="stories-heading" className="mt-10">
              <h2 id="stories-heading" className="text-2xl font-bold text-slate-900">
                Stories from workers
              </h2>
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {stories.map((t) => (
                  <li key={t.id}>
                    <TestimonialCard t={t} />
                  </li>
                ))}
              </ul>
            </section>
          )}

          <div className="mt-10">
            <FaqSection heading="Questions people ask" faqs={faqsFor(service.id)} id="service-faq-heading" />
          </div>

          <section aria-labelledby="related-heading" className="mt-10">
            <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
              Related
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {relatedLinks[service.id].map((r) => (
                <li key={r.path} className={card}>
                  <Link to={r.path} className={textLink}>
                    {r.title}
                  </Link>
                  <p className="mt-1 text-slate-700">{r.description}</p>
                  <p className="mt-1 text-sm text-slate-700">{r.reason}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="others-heading" className="mt-10">
            <h2 id="others-heading" className="text-2xl font-bold text-slate-900">
              Other ways we help
            </h2>
            <ul className="mt-3 space-y-2">
              {others.map((s) => (
                <li key={s.id}>
                  <Link to={`/services/${s.id}`} className={textLink}>
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <p className="mt-10">
            <Link to="/services" className={textLink}>
              Back to Services
            </Link>
          </p>
        </div>

        <aside aria-labelledby="resources-heading" className="space-y-8">
          <section className={card}>
            <h2 id="resources-heading" className="text-xl font-bold text-slate-900">
              Helpful resources
            </h2>
            <ul className="mt-3 space-y-2">
              {service.resources.map((r) => (
                <li key={r.href}>
                  <ExternalOrInternal href={r.href} label={r.label} />
                </li>
              ))}
            </ul>
          </section>
          <ContactSection
            id="service-contact-heading"
            heading="Talk to us about your case"
            intro="The review is free and confidential. Call, email or start a case review."
          />
        </aside>
      </div>
    </>
  );
}
