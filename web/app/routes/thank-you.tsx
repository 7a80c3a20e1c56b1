import { Link } from "react-router";
import { formatUsd } from "@/components/sections/money";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { LeadConversion } from "@/features/privacy/components/privacy-banner";
import { card, darkButton, secondaryButton, textLink } from "@/components/ui/styles";
import { caseCategories, resultsDisclosure } from "@/content/results";
import { thankYou } from "@/content/thank-you";
import { countPlus, moneyShort, site, telHref, totals } from "@/lib/site-config";

export const meta = (context: MetaContext) => metaFor("thank-you", context);

// The conversion is reported only through an ad pixel the visitor accepted, never under GPC
// (LeadConversion; CIPA and CCPA), and once per page load.
export default function ThankYou() {
  const sums = totals();
  const stats = [
    { value: countPlus(sums.casesWon), label: "cases won" },
    { value: moneyShort(sums.recoveredUsd), label: "recovered for workers" },
    { value: `${site.figures.rating}/5`, label: `from ${site.figures.reviewCount} reviews` },
  ];
  const victories = caseCategories.slice(0, 3).map((c) => ({ category: c, example: c.examples[0]! }));
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
      <ul aria-label="Our record" className="mt-8 flex flex-wrap gap-4">
        {stats.map((s) => (
          <li key={s.label} className="rounded-lg bg-blue-50 px-4 py-3">
            <span className="block text-2xl font-bold text-blue-900">{s.value}</span>
            <span className="text-slate-700">{s.label}</span>
          </li>
        ))}
      </ul>
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
        <p className="mt-2 text-sm text-slate-700">{resultsDisclosure}</p>
        <ul className="mt-4 grid gap-6 md:grid-cols-3">
          {victories.map(({ category, example }) => (
            <li key={example.title} className={card}>
              <p className="text-2xl font-bold text-blue-900">{formatUsd(example.amountUsd)}</p>
              <h3 className="mt-1 font-semibold">
                <Link to={`/results/${category.slug}/0`} className={textLink}>
                  {example.title}
                </Link>
              </h3>
              <p className="mt-1 text-slate-700">{example.description}</p>
            </li>
          ))}
        </ul>
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
