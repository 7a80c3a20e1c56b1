// Every firm claim the site shows, from config and content, in one list: the headline figures
// (config/site.json), the case results, the client stories and the attorney profiles (who also
// sign articles). The production build refuses the samples among them (lib/provenance.ts
// productionRefusal, run by scripts/vite-site-mode-plugin.ts).
//
import { formatNumber } from "../lib/format";
import { productionRefusal, type FirmClaim } from "../lib/provenance";
import { countPlus, moneyShort, site, type SiteConfig } from "../lib/site-config";
import { attorneys, type Attorney } from "./attorneys";
import { authorIds, authors } from "./authors";
import { allResults } from "./result-lookups";
import type { CaseResult } from "./results";
import { testimonials, type Testimonial } from "./testimonials";

export type ClaimSources = {
  config: SiteConfig;
  results: readonly CaseResult[];
  testimonials: readonly Testimonial[];
  attorneys: readonly Attorney[];
};

export { productionRefusal };

const contentSources: ClaimSources = { config: site, results: allResults, testimonials, attorneys };

const usd = (n: number) => `$${formatNumber(n)}`;

/** Every firm claim in the given config and content (by default, the site's own). */
export function firmClaims(sources: ClaimSources = contentSources): FirmClaim[] {
  const { config } = sources;
  const { reviews, yearsOfPractice, attorneyCount } = config.figures;
  const inConfig = (path: string) => `config/site.json ${path}`;
  const claims: FirmClaim[] = [
    {
      where: inConfig("figures.reviews"),
      what: `review rating ${reviews.rating}/5 from ${reviews.count} reviews`,
      provenance: reviews.provenance,
    },
    {
      where: inConfig("figures.yearsOfPractice"),
      what: `${yearsOfPractice.value} years representing workers`,
      provenance: yearsOfPractice.provenance,
    },
    {
      where: inConfig("figures.attorneyCount"),
      what: `${countPlus(attorneyCount.value)} attorneys`,
      provenance: attorneyCount.provenance,
    },
  ];
  for (const [id, figures] of Object.entries(config.services)) {
    claims.push(
      {
        where: inConfig(`services.${id}.casesWon`),
        what: `${countPlus(figures.casesWon.value)} ${id} cases won`,
        provenance: figures.casesWon.provenance,
      },
      {
        where: inConfig(`services.${id}.recoveredUsd`),
        what: `${moneyShort(figures.recoveredUsd.value)} recovered in ${id} cases`,
        provenance: figures.recoveredUsd.provenance,
      },
    );
  }
  for (const r of sources.results)
    claims.push({
      where: `web/content/results.ts ${r.id}`,
      what: `case result "${r.example.title}", ${usd(r.example.amountUsd)}`,
      provenance: r.example.provenance,
    });
  for (const t of sources.testimonials)
    claims.push({
      where: `web/content/testimonials.ts ${t.id}`,
      what: `client story of ${t.name} (tells result ${t.result.id}, ${usd(t.settlementUsd)})`,
      provenance: t.provenance,
    });
  for (const a of sources.attorneys) {
    const signs = authorIds.filter((id) => authors[id].profileId === a.id);
    claims.push({
      where: `web/content/attorneys.ts ${a.id}`,
      what: `attorney profile of ${a.name}, ${a.title}${signs.length ? ` (signs articles as ${signs.join(", ")})` : ""}`,
      provenance: a.provenance,
    });
  }
  return claims;
}
