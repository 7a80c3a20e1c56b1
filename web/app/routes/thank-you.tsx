import { Link } from "react-router";
import { FigureList } from "@/components/sections/figure-list";
import { ResultCards } from "@/components/sections/result-cards";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { LeadConversion } from "@/features/privacy/components/privacy-banner";
import { card, darkButton, secondaryButton, textLink } from "@/components/ui/styles";
import { firmFigures } from "@/content/figures";
import { allResults } from "@/content/results";
import { thankYou } from "@/content/thank-you";
import { site, telHref } from "@/lib/site-config";

export const meta = (context: MetaContext) => metaFor("thank-you", context);

// The conversion is reported only through an ad pixel the visitor accepted, never under GPC
// (LeadConversion; CIPA and CCPA), and once per page load.
export default function ThankYou() {
  const figures = firmFigures();
  // The first result of each of the first three categories.
  const victories = allResults.filter((r) => r.index === 0).slice(0, 3);
  return (
    <StaticPage page="thank-you">
      <LeadConversion />
      <div className="flex flex-wrap gap-4">
        <a href={telHref()} className={darkButton}>
          Call {site.contact.phoneDisplay}
        </a>
        <Link to="/book" className={secondaryButton}>
          Schedule a call
        </Link>
      </div>
      <FigureList
        tone="tinted"
        className="mt-8"
        figures={[figures.casesWon, figures.recovered, figures.reviews]}
      />
      <section aria-labelledby="next-heading" className="mt-12">
        <h2 id="next-heading" className="text-2xl font-bold">
          {thankYou.nextHeading}
        </h2>
        <ol className="mt-4 grid gap-6 md:grid-cols-3">
          {thankYou.next.map((step, i) => (
            <li key={step.title} className={card}>
              <span aria-hidden="true" className="text-3xl font-bold text-blue-800">
                {i + 1}
              </span>
              <h3 className="mt-2 text-lg font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="victories-heading" className="mt-12">
        <h2 id="victories-heading" className="text-2xl font-bold">
          {thankYou.victoriesHeading}
        </h2>
        <ResultCards results={victories} headingLevel={3} className="mt-4 md:grid-cols-3" />
      </section>
      <section aria-labelledby="confidential-heading" className="mt-12 rounded-xl bg-slate-50 p-6">
        <h2 id="confidential-heading" className="text-2xl font-bold">
          {thankYou.confidentialityHeading}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          {thankYou.confidentiality.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <p className="mt-3">
          <Link to="/privacy" className={textLink}>
            Read our privacy policy
          </Link>
        </p>
      </section>
    </StaticPage>
  );
}
