import { priorResultsDisclaimer } from "./statements";

// Spanish twin of ../results-page.ts. The English object is `as const`, so its type holds the
// English words themselves; the Spanish one is checked against that type with every string
// widened to string (same keys, same function signatures).
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The fixed words of a results category page and of one example's page (/results/...). */
export const resultsPageCopy = {
  categoryTitle: (category: string) => `Resultados: ${category}`,
  categoryDescription: (category: string) =>
    `${category}: el tipo de casos que llevamos para trabajadores de California. ${priorResultsDisclaimer}`,
  categoryIntro: `Estos son los tipos de casos de esta categoría. Cada caso depende de sus propios hechos. ${priorResultsDisclaimer}`,
  facts: {
    amount: "Monto del acuerdo",
    type: "Tipo de caso",
    whereAndWhen: "Lugar y fecha",
    time: "Tiempo de resolución",
  },
  helpedHeading: "Cómo ayudamos",
  everyCaseDiffers:
    "Cada caso es distinto: muchos toman más tiempo que este, y algunos terminan sin recuperar dinero.",
  reviewButton: "Pida la revisión gratuita de su caso",
  moreExamples: (category: string) => `Más ejemplos de ${category.toLowerCase()}`,
  allResultsLink: "Ver todos los resultados de casos",
} as const satisfies Widen<typeof import("../results-page").resultsPageCopy>;
