// Spanish twin of content/statements.ts: the sentences the Spanish site says on many pages, kept
// here in one wording so that no Spanish page can say something different.

/**
 * Who reads a request sent through the site. It promises no outcome and does not say that an
 * attorney looks at all of them.
 */
export const whoReadsRequests =
  "Nuestro equipo de admisión lee todas las solicitudes, y un abogado revisa cada una que pueda ser un caso que podamos tomar.";

/** The prior-results disclaimer (Rule 7.1 and B&P 6157.2), in the one wording the Spanish site uses. */
export const priorResultsDisclaimer = "Los resultados anteriores no garantizan un resultado similar.";

/** The visible label on a firm claim marked as a sample (components/ui/sample-label.tsx). */
export const sampleLabels = {
  figure: "Cifra ilustrativa",
  case: "Caso ilustrativo",
  story: "Historia ilustrativa",
  profile: "Perfil ilustrativo",
} as const;
export type { SampleKind } from "../statements";
