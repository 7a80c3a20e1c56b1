import type english from "../en/statements";

// The words of content/statements.ts in Spanish: sentences many pages say, each in one wording.
// A sample is an "ejemplo ilustrativo" (docs/glossary-es.md).
export default {
  whoReadsRequests:
    "Nuestro equipo lee todas las solicitudes, y un abogado revisa cada una que pueda ser un caso que podamos tomar.",
  priorResultsDisclaimer: "Los resultados anteriores no garantizan un resultado similar.",
  sampleLabels: {
    figure: "Cifra ilustrativa",
    case: "Caso ilustrativo",
    story: "Historia ilustrativa",
    profile: "Perfil ilustrativo",
  },
} satisfies typeof english;
