import { Link } from "react-router";
import { SmartImage } from "@/components/ui/smart-image";
import { CaseReviewButton } from "@/features/intake/components/intake-buttons";
import { metaFor } from "@/components/ui/static-page";
import { pages } from "@/content/pages";
import { services } from "@/content/services";
import { countPlus, moneyShort, site, telHref, totals } from "@/lib/site-config";

export const meta = () => metaFor("home");

export default function Home() {
  const copy = pages.home;
  const sums = totals();
  const badges = [
    { value: countPlus(sums.casesWon), label: "cases won" },
    { value: moneyShort(sums.recoveredUsd), label: "recovered for workers" },
    { value: `${site.figures.rating}/5`, label: `from ${site.figures.reviewCount} reviews` },
  ];
  return (
    <>
      <section className="bg-gradient-to-br from-blue-950 to-blue-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{copy.heading}</h1>
          <p className="mt-6 max-w-2xl text-lg text-blue-50">{copy.intro}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <CaseReviewButton />
            <a
              href={telHref()}
              className="inline-flex min-h-12 items-center rounded-md border border-white px-6 text-lg font-semibold"
            >
              Call {site.contact.phoneDisplay}
            </a>
          </div>
          <ul className="mt-10 flex flex-wrap gap-4">
            {badges.map((b) => (
              <li key={b.label} className="rounded-lg bg-white/10 px-4 py-3">
                <span className="block text-2xl font-bold">{b.value}</span>
                <span className="text-blue-100">{b.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid items-center gap-8 md:grid-cols-2">
          <h2 id="services-heading" className="text-2xl font-bold">
            How we can help
          </h2>
          <SmartImage
            src="/images/workers-illustration.png"
            alt="Illustration of three workers in front of city buildings by the coast"
            width={1600}
            height={1000}
            className="h-auto w-full rounded-lg"
          />
        </div>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {services.map((s) => (
            <li key={s.id} className="rounded-lg border border-slate-200 p-6">
              <h3 className="text-xl font-semibold">{s.title}</h3>
              <p className="mt-2 text-slate-700">{s.summary}</p>
              <Link
                to={`/services/${s.id}`}
                className="mt-4 inline-block font-semibold text-blue-800 underline underline-offset-2"
              >
                Learn more about {s.title.toLowerCase()}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/workplace-rights" className="font-semibold text-blue-800 underline underline-offset-2">
            Know your rights
          </Link>
          <Link to="/results" className="font-semibold text-blue-800 underline underline-offset-2">
            Case results
          </Link>
          <Link to="/attorneys" className="font-semibold text-blue-800 underline underline-offset-2">
            Our attorneys
          </Link>
          <Link to="/blog" className="font-semibold text-blue-800 underline underline-offset-2">
            Blog
          </Link>
        </p>
      </section>
    </>
  );
}
