import type english from "../en/results-page";

// The words of content/results-page.ts in Spanish (see ../en/results-page.ts). The category
// comes first in the title and description: Spanish keeps its capital there.
export default {
  categoryTitle: (category: string) => `Resultados: ${category}`,
  categoryDescription: (category: string, disclaimer: string) =>
    `${category}: el tipo de casos que llevamos para trabajadores de California. ${disclaimer}`,
  categoryIntro:
    "Estos son los tipos de casos de esta categoría. Cada caso depende de sus propios hechos. {priorResultsDisclaimer}",
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
} satisfies typeof english;
