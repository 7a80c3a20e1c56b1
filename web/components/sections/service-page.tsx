import { FigureText } from "@/components/article/figures";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/site-link";
import { CallLink } from "@/components/ui/call-link";
import { BulletList, LinkList } from "@/components/ui/lists";
import { TitledSection } from "@/components/ui/titled-section";
import { card, textLink } from "@/components/ui/styles";
import { CaseReviewButton, QuestionnaireButton } from "@/components/ui/intake-buttons";
import { relatedLinks } from "@/content/calls-to-action";
import { chrome } from "@/content/chrome";
import { faqsFor } from "@/content/faq-lookups";
import { firmFigures, serviceFigures } from "@/content/figures";
import { allResults } from "@/content/result-lookups";
import { caseCategories } from "@/content/results";
import { services, type Service } from "@/content/services";
import { servicePageCopy } from "@/content/services-page";
import { stories as allStories } from "@/content/story-cards";
import { ContactSection } from "./contact-section";
import { FaqSection } from "./faq-section";
import { ToolsPromo } from "./tools-promo";
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
      <span className="sr-only">{chrome.opensInNewTab}</span>
    </a>
  );
}

const copy = servicePageCopy;

/** A section of the page's main column, under its own h2. */
function ServiceSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      heading={heading}
      className="mt-10"
      headingClassName="text-2xl font-bold text-slate-900"
    >
      {children}
    </TitledSection>
  );
}

/** Titled points in two columns; their text may name legal figures. */
function PointCards({ items, itemClassName }: { items: Service["commonIssues"]; itemClassName: string }) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          <h3 className="font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-1 text-slate-700">
            <FigureText text={item.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function TitledList({ id, heading, items }: { id: string; heading: string; items: Service["commonIssues"] }) {
  return (
    <ServiceSection id={id} heading={heading}>
      <PointCards items={items} itemClassName={card} />
    </ServiceSection>
  );
}

/** A service detail page: everything from content/services.ts plus the shared sections. */
export function ServicePage({ service }: { service: Service }) {
  const own = serviceFigures(service.id);
  const category = caseCategories.find((c) => c.serviceId === service.id);
  const stories = allStories.filter((t) => t.serviceId === service.id);
  const others = services.filter((s) => s.id !== service.id);
  const figures = [
    { ...own.casesWon, label: copy.casesWon(service.shortTitle) },
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
            <CallLink className="inline-flex min-h-12 items-center rounded-md border-2 border-blue-800 px-6 text-lg font-semibold text-blue-900" />
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TitledSection
            id="about-heading"
            heading={copy.aboutHeading}
            headingClassName="text-2xl font-bold text-slate-900"
          >
            {service.longDescription.map((p) => (
              <p key={p.slice(0, 24)} className="mt-3 text-slate-800">
                <FigureText text={p} />
              </p>
            ))}
          </TitledSection>

          {service.extras.map((extra) => (
            <ServiceSection key={extra.kind} id={`extra-${extra.kind}`} heading={extra.heading}>
              <p className="mt-2 text-slate-700">{extra.intro}</p>
              <PointCards
                items={extra.items}
                itemClassName="rounded-lg border-l-4 border-blue-800 bg-slate-50 p-4"
              />
            </ServiceSection>
          ))}

          <TitledList id="issues-heading" heading={copy.issuesHeading} items={service.commonIssues} />
          <TitledList
            id="protections-heading"
            heading={copy.protectionsHeading}
            items={service.protections}
          />

          <ServiceSection id="remedies-heading" heading={copy.remediesHeading}>
            <BulletList items={service.remedies} className="mt-4 list-disc space-y-1 pl-6 text-slate-800" />
            <p className="mt-3 text-sm text-slate-700">{copy.remediesNote}</p>
          </ServiceSection>

          {category && (
            <ServiceSection id="samples-heading" heading={copy.samplesHeading}>
              <ResultCards
                results={allResults.filter((r) => r.category === category).slice(0, 3)}
                headingLevel={3}
                className="mt-4 md:grid-cols-3"
              />
            </ServiceSection>
          )}

          {stories.length > 0 && (
            <ServiceSection id="stories-heading" heading={copy.storiesHeading}>
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {stories.map((t) => (
                  <li key={t.id}>
                    <TestimonialCard t={t} />
                  </li>
                ))}
              </ul>
            </ServiceSection>
          )}

          <ToolsPromo />

          <div className="mt-10">
            <FaqSection heading={copy.faqHeading} faqs={faqsFor(service.id)} id="service-faq-heading" />
          </div>

          <ServiceSection id="related-heading" heading={copy.relatedHeading}>
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
          </ServiceSection>

          <ServiceSection id="others-heading" heading={copy.othersHeading}>
            <LinkList
              links={others.map((s) => ({ href: `/services/${s.id}`, label: s.title }))}
              className="mt-3 space-y-2"
            />
          </ServiceSection>
          <p className="mt-10">
            <Link to="/services" className={textLink}>
              {copy.backLabel}
            </Link>
          </p>
        </div>

        <aside aria-labelledby="resources-heading" className="space-y-8">
          <section className={card}>
            <h2 id="resources-heading" className="text-xl font-bold text-slate-900">
              {copy.resourcesHeading}
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
            heading={copy.contactHeading}
            intro={copy.contactIntro}
          />
        </aside>
      </div>
    </>
  );
}
