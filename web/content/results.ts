import { sample, type Provenance } from "../lib/provenance";
import { z } from "../lib/content-zod";
import { fillIn, withWords } from "../lib/words";
import words from "#words/results";
import { caseCategorySchema, type CaseCategory } from "./results-schema";
import { priorResultsDisclaimer, sampleLabels } from "./statements";

// Case result categories and their example settlements. Each result is a firm claim with its
// provenance (lib/provenance.ts). The forty shipped here are SAMPLES: written for this product to
// show the kinds of cases the firm handles, within the spec's $28,750-$62,500 range, not actual
// client results. Every page labels each one as a sample case where it appears, and a
// production build refuses them. Category counts come from config/site.json, never from here.
// The facts (amounts, dates, places, provenance, which results exist and their order) are here,
// once; the words, in each language, are content/words/<language>/results.ts, by result id
// (lib/words.ts). A result's id is its place in its category, so a result's words follow it only
// while its place stays: add results at the end of a category.
// The schemas, types and helpers are content/results-schema.ts.
export * from "./results-schema";

/** The time to resolve that each result's page states (resolutionTime). */
const resolutionDays = 90;

/** Shown above any list of results that holds a sample. */
export const resultsDisclosure = fillIn(words.disclosure, {
  sampleLabel: sampleLabels.case,
  priorResultsDisclaimer,
});
/** Opens the search description of a sample result's own page. */
export const sampleCaseNote = fillIn(words.sampleCaseNote, { sampleLabel: sampleLabels.case });
/** Shown under every list of results, samples or not. */
export const resultsDisclaimer = fillIn(words.disclaimer, { priorResultsDisclaimer });
export const resolutionTime = fillIn(words.resolutionTime, { days: resolutionDays });

/** A result's facts: the same in every language. `numbers` are those its words name ({age}). */
type ExampleFacts = {
  amountUsd: number;
  date: string;
  location: string;
  provenance: Provenance;
  numbers?: Readonly<Record<string, number>>;
};
type CategoryFacts = {
  slug: string;
  serviceId: CaseCategory["serviceId"];
  examples: readonly ExampleFacts[];
};

const facts: readonly CategoryFacts[] = [
  {
    slug: "discrimination-cases",
    serviceId: "discrimination",
    examples: [
      { amountUsd: 48_500, date: "2025-03-14", location: "Fresno, CA", provenance: sample },
      {
        amountUsd: 62_500,
        date: "2024-11-02",
        location: "Riverside, CA",
        provenance: sample,
        numbers: { age: 60 },
      },
      { amountUsd: 41_000, date: "2025-06-20", location: "Sacramento, CA", provenance: sample },
      { amountUsd: 36_750, date: "2024-08-09", location: "Stockton, CA", provenance: sample },
      { amountUsd: 57_200, date: "2025-01-27", location: "San Jose, CA", provenance: sample },
      { amountUsd: 33_400, date: "2024-05-16", location: "Santa Ana, CA", provenance: sample },
      { amountUsd: 29_900, date: "2025-09-03", location: "Bakersfield, CA", provenance: sample },
      { amountUsd: 52_000, date: "2024-12-11", location: "Long Beach, CA", provenance: sample },
      {
        amountUsd: 44_650,
        date: "2025-04-22",
        location: "Ontario, CA",
        provenance: sample,
        numbers: { age: 58 },
      },
      { amountUsd: 31_250, date: "2024-10-30", location: "Oakland, CA", provenance: sample },
    ],
  },
  {
    slug: "harassment-claims",
    serviceId: "harassment",
    examples: [
      { amountUsd: 58_000, date: "2025-02-18", location: "San Diego, CA", provenance: sample },
      { amountUsd: 46_300, date: "2024-07-25", location: "Fresno, CA", provenance: sample },
      { amountUsd: 34_800, date: "2025-05-07", location: "Pasadena, CA", provenance: sample },
      { amountUsd: 61_400, date: "2024-09-12", location: "Irvine, CA", provenance: sample },
      { amountUsd: 49_750, date: "2025-07-01", location: "Ontario, CA", provenance: sample },
      { amountUsd: 30_500, date: "2024-04-19", location: "Los Angeles, CA", provenance: sample },
      { amountUsd: 62_000, date: "2025-08-28", location: "Anaheim, CA", provenance: sample },
      { amountUsd: 28_750, date: "2024-11-21", location: "Sacramento, CA", provenance: sample },
      { amountUsd: 42_900, date: "2025-03-30", location: "Modesto, CA", provenance: sample },
      { amountUsd: 55_600, date: "2024-06-05", location: "Oakland, CA", provenance: sample },
    ],
  },
  {
    slug: "wage-and-hour",
    serviceId: "wage-hour",
    examples: [
      {
        amountUsd: 47_800,
        date: "2025-01-14",
        location: "Long Beach, CA",
        provenance: sample,
        numbers: { hoursADay: 11, weeklyOvertimeAfter: 40 },
      },
      { amountUsd: 38_200, date: "2024-10-03", location: "Ontario, CA", provenance: sample },
      { amountUsd: 33_950, date: "2025-04-09", location: "Fontana, CA", provenance: sample },
      { amountUsd: 59_000, date: "2024-12-18", location: "Burbank, CA", provenance: sample },
      { amountUsd: 31_600, date: "2025-06-12", location: "San Bernardino, CA", provenance: sample },
      { amountUsd: 62_500, date: "2024-08-27", location: "Oakland, CA", provenance: sample },
      { amountUsd: 29_300, date: "2025-09-19", location: "Salinas, CA", provenance: sample },
      { amountUsd: 36_400, date: "2024-05-08", location: "Santa Clara, CA", provenance: sample },
      { amountUsd: 40_150, date: "2025-02-25", location: "San Francisco, CA", provenance: sample },
      { amountUsd: 30_900, date: "2024-09-30", location: "Riverside, CA", provenance: sample },
    ],
  },
  {
    slug: "wrongful-termination",
    serviceId: "wrongful-termination",
    examples: [
      { amountUsd: 54_300, date: "2025-05-15", location: "Stockton, CA", provenance: sample },
      { amountUsd: 60_250, date: "2024-07-11", location: "San Diego, CA", provenance: sample },
      { amountUsd: 43_800, date: "2025-08-06", location: "Los Angeles, CA", provenance: sample },
      { amountUsd: 39_500, date: "2024-03-29", location: "Bakersfield, CA", provenance: sample },
      { amountUsd: 62_000, date: "2025-10-01", location: "Fresno, CA", provenance: sample },
      { amountUsd: 35_700, date: "2024-11-14", location: "Hayward, CA", provenance: sample },
      { amountUsd: 48_900, date: "2025-02-03", location: "Irvine, CA", provenance: sample },
      { amountUsd: 28_750, date: "2024-06-24", location: "Santa Rosa, CA", provenance: sample },
      { amountUsd: 57_600, date: "2025-07-17", location: "Sacramento, CA", provenance: sample },
      { amountUsd: 45_200, date: "2024-10-22", location: "San Jose, CA", provenance: sample },
    ],
  },
];

// Each result with its words, by id ("discrimination-cases/0"), then each category with its own.
const results = withWords(
  "results",
  facts.flatMap(({ slug, examples }) =>
    examples.map((example, index) => ({ ...example, slug, id: `${slug}/${index}` })),
  ),
  words.results,
);
const categories = withWords(
  "result categories",
  facts.map((category) => ({ ...category, id: category.slug })),
  words.categories,
);

export const caseCategories: readonly CaseCategory[] = z
  .array(caseCategorySchema)
  .length(4)
  .parse(
    categories.map(({ slug, title, serviceId }) => ({
      slug,
      title,
      serviceId,
      examples: results
        .filter((result) => result.slug === slug)
        .map(({ amountUsd, date, location, provenance, numbers, title, industry, description, details }) => {
          const say = (text: string) => fillIn(text, numbers ?? {});
          return {
            title: say(title),
            amountUsd,
            description: say(description),
            date,
            location,
            industry,
            details: details.map(say),
            provenance,
            // Kept so a story that tells this result can name its numbers too (content/testimonials.ts).
            ...(numbers && { numbers }),
          };
        }),
    })),
  );
