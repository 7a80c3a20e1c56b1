import { z } from "../lib/content-zod";
import { withWords } from "../lib/words";
import { serviceSchema, type Service, type ServiceIdName } from "./services-schema";
import words from "#words/services";

// The four service pages. This file holds the facts, once for both languages: which points each
// page makes (issues, laws, panels and their items, by id) in which order, and where its resource
// links go. The words, by the same ids, are content/words/<language>/services.ts (lib/words.ts);
// the schema, ids and types are content/services-schema.ts. Legal figures are {{fig:<id>}}
// placeholders in the words (content/figures/text.ts).
export * from "./services-schema";

/** Where each resource link goes; its label is `words.links[id]`. */
const linkTargets = {
  "guide-proving-discrimination": "/guides/proving-workplace-discrimination",
  "guide-fired-for-reporting-harassment": "/guides/fired-for-reporting-harassment",
  "guide-overtime": "/guides/california-overtime-laws",
  "blog-minimum-wage": "/blog/california-minimum-wage",
  "workplace-rights": "/workplace-rights",
  "results-discrimination": "/results/discrimination-cases",
  "results-harassment": "/results/harassment-claims",
  "results-wage-hour": "/results/wage-and-hour",
  "results-wrongful-termination": "/results/wrongful-termination",
  crd: "https://calcivilrights.ca.gov/",
  eeoc: "https://www.eeoc.gov/",
  "labor-commissioner": "https://www.dir.ca.gov/dlse/",
} as const;
type LinkId = keyof typeof linkTargets;

/** The deadlines point several pages share; its words are `words.filingDeadlines`. */
const filingDeadlines = "filing-deadlines";

type ExtraKind = Service["extras"][number]["kind"];

/** A service page's facts: the same in every language. */
type ServiceFacts = {
  id: ServiceIdName;
  commonIssues: readonly string[];
  protections: readonly string[];
  resources: readonly LinkId[];
  extras: readonly { kind: ExtraKind; items: readonly string[] }[];
};

const facts: readonly ServiceFacts[] = [
  {
    id: "discrimination",
    commonIssues: [
      "unequal-pay",
      "missed-promotions",
      "firing-or-layoff",
      "refused-accommodation",
      "slurs-and-stereotypes",
    ],
    protections: ["feha", "federal-laws", "equal-pay-act", filingDeadlines],
    resources: ["guide-proving-discrimination", "workplace-rights", "results-discrimination", "crd", "eeoc"],
    extras: [
      {
        kind: "types",
        items: [
          "race-and-color",
          "age",
          "sex-and-gender",
          "pregnancy",
          "disability",
          "religion-and-national-origin",
        ],
      },
    ],
  },
  {
    id: "harassment",
    commonIssues: ["quid-pro-quo", "hostile-environment", "customers", "retaliation"],
    protections: ["feha", "training", "title-vii", filingDeadlines],
    resources: ["guide-fired-for-reporting-harassment", "workplace-rights", "results-harassment", "crd"],
    extras: [],
  },
  {
    id: "wage-hour",
    commonIssues: [
      "unpaid-overtime",
      "off-the-clock",
      "missed-breaks",
      "misclassification",
      "wrong-pay-stubs",
    ],
    protections: ["labor-code-510", "labor-code-512-226-7", "minimum-wage", "time-limits"],
    resources: ["guide-overtime", "blog-minimum-wage", "results-wage-hour", "labor-commissioner"],
    extras: [
      {
        kind: "overtime",
        items: ["over-8-a-day", "over-40-a-week", "seventh-day", "double-time", "alternative-schedules"],
      },
      { kind: "breaks", items: ["meal-break", "second-meal-break", "rest-breaks", "missed-break-pay"] },
    ],
  },
  {
    id: "wrongful-termination",
    commonIssues: ["retaliation", "leave", "whistleblowing", "forced-resignation", "breach-of-contract"],
    protections: ["feha", "labor-code-1102-5", "cfra", filingDeadlines],
    resources: [
      "guide-fired-for-reporting-harassment",
      "workplace-rights",
      "results-wrongful-termination",
      "crd",
    ],
    extras: [
      {
        kind: "signs",
        items: ["timing", "changing-reason", "good-reviews", "others-treated-better", "remarks"],
      },
    ],
  },
];

type Titled = { title: string; text: string };
type TitledWords = Readonly<Record<string, Titled>>;
/** The shape every service's words share (the catalogs type each service on its own). */
type ServiceWords = {
  title: string;
  shortTitle: string;
  summary: string;
  longDescription: readonly string[];
  examples: readonly string[];
  remedies: readonly string[];
  commonIssues: TitledWords;
  protections: TitledWords;
  extras: Readonly<Record<string, { heading: string; intro: string; items: TitledWords }>>;
};
const serviceWords: Record<ServiceIdName, ServiceWords> = words.services;

const links = new Map(
  withWords(
    "service links",
    Object.entries(linkTargets).map(([id, href]) => ({ id, href })),
    words.links,
  ).map((link) => [link.id, link]),
);

/** The points `ids` names, each with its words, in the facts' order. */
function titled(what: string, ids: readonly string[], map: TitledWords): Titled[] {
  return withWords(
    what,
    ids.map((id) => ({ id })),
    map,
  ).map(({ title, text }) => ({ title, text }));
}

function service(fact: ServiceFacts): Service {
  const own = serviceWords[fact.id];
  const at = `services.${fact.id}`;
  // The shared deadlines point joins a page's own laws only where its facts name it.
  const protections = fact.protections.includes(filingDeadlines)
    ? { ...own.protections, [filingDeadlines]: words.filingDeadlines }
    : own.protections;
  return {
    id: fact.id,
    title: own.title,
    shortTitle: own.shortTitle,
    summary: own.summary,
    longDescription: [...own.longDescription],
    examples: [...own.examples],
    commonIssues: titled(`${at}.commonIssues`, fact.commonIssues, own.commonIssues),
    protections: titled(`${at}.protections`, fact.protections, protections),
    remedies: [...own.remedies],
    resources: fact.resources.map((id) => {
      const { label, href } = links.get(id)!;
      return { label, href };
    }),
    extras: withWords(
      `${at}.extras`,
      fact.extras.map((e) => ({ id: e.kind, kind: e.kind, itemIds: e.items })),
      own.extras,
    ).map((e) => ({
      kind: e.kind,
      heading: e.heading,
      intro: e.intro,
      items: titled(`${at}.extras.${e.kind}`, e.itemIds, e.items),
    })),
  };
}

export const services: readonly Service[] = z.array(serviceSchema).parse(facts.map(service));
