import { Link } from "@/components/ui/site-link";
import { SmartImage } from "@/components/ui/smart-image";
import { Accordion } from "@/components/ui/accordion";
import { sectionBox, textLink } from "@/components/ui/styles";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import { CallLink } from "@/components/ui/call-link";
import { BulletList, LinkList } from "@/components/ui/lists";
import { attorneys } from "@/content/attorneys";
import { chrome } from "@/content/chrome";
import { defaultFaqs } from "@/content/faqs";
import { home, homeLabels } from "@/content/home";
import { pages } from "@/content/pages";
import { services } from "@/content/services";
import { stories } from "@/content/story-cards";
import { firmFigures } from "@/content/figures";
import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import { AttorneyCard } from "./attorney-card";
import { ContactSection } from "./contact-section";
import { FaqSection } from "./faq-section";
import { ToolsPromo } from "./tools-promo";
import { FigureList } from "./figure-list";
import { NumberedSteps } from "./numbered-steps";
import { RippleCta } from "./ripple-cta";
import { TestimonialsCarousel } from "./testimonials-carousel";

/** The home page. /case-review renders it too, behind the auto-opened case review modal. */
export function HomePage() {
  const copy = pages.home;
  const figures = firmFigures();
  return (
    <>
      <section className="bg-gradient-to-br from-blue-950 to-blue-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{copy.heading}</h1>
          <p className="mt-6 max-w-2xl text-lg text-blue-50">{copy.intro}</p>
          <div className="mt-8 flex flex-wrap items-start gap-4">
            <RippleCta pauseLabel={home.rippleHint} />
            <CallLink className="inline-flex min-h-12 items-center rounded-md border border-white px-6 text-lg font-semibold" />
          </div>
          <FigureList
            tone="dark"
            className="mt-10"
            figures={[figures.casesWon, figures.recovered, figures.reviews, figures.years]}
          />
        </div>
      </section>

      <section aria-labelledby="services-heading" className={sectionBox}>
        <div className="grid items-center gap-8 md:grid-cols-2">
          <div>
            <h2 id="services-heading" className="text-2xl font-bold">
              {homeLabels.servicesHeading}
            </h2>
            <p className="mt-2 text-slate-700">{home.servicesIntro}</p>
          </div>
          <SmartImage
            src="/images/workers-illustration.png"
            alt={homeLabels.servicesImageAlt}
            width={1600}
            height={1000}
            className="h-auto w-full rounded-lg"
          />
        </div>
        <Accordion
          className="mt-8 divide-y divide-slate-200 rounded-lg border border-slate-200"
          items={services.map((s) => ({
            id: s.id,
            title: s.title,
            content: (
              <>
                <p className="text-slate-700">{s.summary}</p>
                <BulletList items={s.examples} className="mt-3 list-disc pl-6 text-slate-700" />
                <div className="mt-4 flex flex-wrap items-center gap-4">
                  <CaseReviewButton>{homeLabels.consultationButton}</CaseReviewButton>
                  <Link to={`/services/${s.id}`} className={textLink}>
                    {homeLabels.learnMore}
                    <span className="sr-only">{chrome.learnMoreAbout(s.title.toLowerCase())}</span>
                  </Link>
                </div>
              </>
            ),
          }))}
        />
        <LinkList links={home.exploreLinks} className="mt-8 flex flex-wrap gap-x-6 gap-y-2" />
      </section>

      <div className={sectionBox}>
        <ToolsPromo />
      </div>

      <section aria-labelledby="reading-heading" className="bg-slate-50">
        <div className={sectionBox}>
          <h2 id="reading-heading" className="text-2xl font-bold">
            {home.readingHeading}
          </h2>
          <LinkList links={home.readingLinks} className="mt-4 grid gap-3 md:grid-cols-2" />
        </div>
      </section>

      <div className={sectionBox}>
        <TestimonialsCarousel items={stories} heading={home.testimonialsHeading} />
      </div>

      <section aria-labelledby="how-heading" className="bg-blue-50">
        <div className={sectionBox}>
          <h2 id="how-heading" className="text-2xl font-bold">
            {home.howItWorks.heading}
          </h2>
          <NumberedSteps
            steps={home.howItWorks.steps}
            className="mt-6 grid gap-6 md:grid-cols-3"
            itemClassName="rounded-lg bg-white p-6"
          />
        </div>
      </section>

      <section aria-labelledby="attorneys-heading" className={sectionBox}>
        <h2 id="attorneys-heading" className="text-2xl font-bold">
          {home.attorneysHeading}
        </h2>
        <p className="mt-2 text-slate-700">{home.attorneysIntro}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {attorneys.slice(0, 3).map((a, i) => (
            <li key={a.id}>
              <AttorneyCard attorney={a} index={i} headingLevel={3} />
            </li>
          ))}
          <li>
            <div
              {...claimMarks(figures.attorneys.id, figures.attorneys.provenance)}
              className="flex h-full flex-col rounded-lg bg-blue-900 p-6 text-white"
            >
              <SampleLabel provenance={figures.attorneys.provenance} kind="figure" className="mb-2" />
              <h3 className="text-3xl font-bold">{chrome.attorneysCount(figures.attorneys.value)}</h3>
              <p className="mt-2 flex-1 text-blue-50">{home.teamCardText}</p>
              <Link to="/attorneys" className="mt-4 font-semibold text-white underline underline-offset-2">
                {homeLabels.meetTheTeam}
              </Link>
            </div>
          </li>
        </ul>
      </section>

      <div className={`${sectionBox} grid gap-10 lg:grid-cols-2`}>
        <FaqSection heading={home.faqHeading} faqs={defaultFaqs} id="home-faq-heading" />
        <ContactSection heading={home.contactHeading} intro={home.contactIntro} />
      </div>
    </>
  );
}
