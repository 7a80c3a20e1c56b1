import { FigureList } from "@/components/sections/figure-list";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { card } from "@/components/ui/styles";
import { TitledSection } from "@/components/ui/titled-section";
import { about } from "@/content/about";
import { firmFigures } from "@/content/figures";
import { priorResultsDisclaimer } from "@/content/statements";
import { site } from "@/lib/site-config";

// Served at /about and /about-us (two route ids, one module); /about is the canonical address.
export const meta = (context: MetaContext) =>
  metaFor("about", context, { location: { city: site.address.city, state: site.address.state } });

export default function About() {
  const figures = firmFigures();
  return (
    <StaticPage page="about">
      <div className="max-w-3xl space-y-3 text-lg text-slate-800">
        {about.story.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
      <TitledSection id="values-heading" heading={about.valuesHeading} className="mt-12">
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {about.values.map((v) => (
            <li key={v.title} className={card}>
              <h3 className="text-lg font-semibold">{v.title}</h3>
              <p className="mt-2 text-slate-700">{v.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="stats-heading" heading={about.statsHeading} className="mt-12">
        <FigureList
          tone="tinted"
          labelledBy="stats-heading"
          className="mt-4"
          figures={[figures.casesWon, figures.recovered, figures.years, figures.attorneys, figures.reviews]}
        />
        <p className="mt-4 text-sm text-slate-700">{priorResultsDisclaimer}</p>
      </TitledSection>
    </StaticPage>
  );
}
