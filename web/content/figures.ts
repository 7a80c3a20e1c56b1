import type { Provenance } from "../lib/provenance";
import { chrome } from "./chrome";
import {
  countPlus,
  moneyLong,
  moneyShort,
  site,
  totals,
  type ServiceId,
  type SiteConfig,
} from "../lib/site-config";

// The firm's figures as the pages show them: value, words and provenance, all from
// config/site.json. Every strip of figures (home, about, service pages, thank-you, the ticker)
// takes them from here, so each one carries its provenance to the page, where a sample is
// labelled (components/sections/figure-list.tsx, components/layout/stats-ticker.tsx).

/** One figure on a page. `id` names the config entry it comes from ("totals.*" are sums). */
export type ShownFigure = { id: string; value: string; label: string; provenance: Provenance };

export function firmFigures(config: SiteConfig = site) {
  const sums = totals(config);
  const { reviews, yearsOfPractice, attorneyCount } = config.figures;
  return {
    casesWon: {
      id: "totals.casesWon",
      value: countPlus(sums.casesWon.value),
      label: chrome.figureCasesWon,
      provenance: sums.casesWon.provenance,
    },
    recovered: {
      id: "totals.recoveredUsd",
      value: moneyShort(sums.recoveredUsd.value),
      label: chrome.figureRecovered,
      provenance: sums.recoveredUsd.provenance,
    },
    reviews: {
      id: "figures.reviews",
      value: `${reviews.rating}/5`,
      label: chrome.figureFromReviews(reviews.count),
      provenance: reviews.provenance,
    },
    years: {
      id: "figures.yearsOfPractice",
      value: chrome.figureYears(yearsOfPractice.value),
      label: chrome.figureRepresenting,
      provenance: yearsOfPractice.provenance,
    },
    attorneys: {
      id: "figures.attorneyCount",
      value: countPlus(attorneyCount.value),
      label: chrome.figureAttorneys,
      provenance: attorneyCount.provenance,
    },
  } satisfies Record<string, ShownFigure>;
}

/** A service's own figures, for its page and its results category. */
export function serviceFigures(id: ServiceId, config: SiteConfig = site) {
  const figures = config.services[id];
  return {
    casesWon: {
      id: `services.${id}.casesWon`,
      value: countPlus(figures.casesWon.value),
      label: chrome.figureCasesWon,
      provenance: figures.casesWon.provenance,
    },
    recovered: {
      id: `services.${id}.recoveredUsd`,
      value: moneyShort(figures.recoveredUsd.value),
      label: chrome.figureRecovered,
      provenance: figures.recoveredUsd.provenance,
    },
  } satisfies Record<string, ShownFigure>;
}

/** An item of the moving strip at the foot of every page; items without a figure have no id. */
export type TickerItem = { text: string; figure?: { id: string; provenance: Provenance } };

export function tickerItems(config: SiteConfig = site): TickerItem[] {
  const sums = totals(config);
  const { reviews } = config.figures;
  return [
    {
      text: chrome.figureTickerCasesWon(countPlus(sums.casesWon.value)),
      figure: { id: "totals.casesWon", provenance: sums.casesWon.provenance },
    },
    {
      text: chrome.figureTickerRecovered(moneyLong(sums.recoveredUsd.value)),
      figure: { id: "totals.recoveredUsd", provenance: sums.recoveredUsd.provenance },
    },
    {
      text: chrome.figureTickerReviews(reviews.rating),
      figure: { id: "figures.reviews", provenance: reviews.provenance },
    },
    { text: chrome.figureTickerMotto },
  ];
}
