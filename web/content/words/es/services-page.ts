import type english from "../en/services-page";

// The Spanish words of content/services-page.ts, with the same keys as ../en/services-page.ts.
export default {
  resourcesHeading: "Más ayuda",
  resources: {
    "workplace-rights": {
      label: "Conozca sus derechos en el trabajo, con una verificación rápida de dos preguntas",
    },
    results: { label: "Ejemplos de resultados de casos" },
    attorneys: { label: "Conozca a nuestros abogados" },
    blog: { label: "Artículos del blog" },
    book: { label: "Programe una llamada" },
  },
  guidesHeading: "Guías paso a paso",
  faqHeading: "Preguntas frecuentes",
  servicePage: {
    casesWon: (area: string) => `casos ganados de ${area.toLowerCase()}`,
    aboutHeading: "Qué significa",
    issuesHeading: "Problemas comunes",
    protectionsHeading: "Leyes que lo protegen",
    remediesHeading: "Lo que podría recuperar",
    remediesNote: "Lo que puede obtener depende de los hechos de su caso.",
    samplesHeading: "Ejemplos de resultados",
    storiesHeading: "Historias de trabajadores",
    faqHeading: "Lo que la gente pregunta",
    relatedHeading: "Temas relacionados",
    othersHeading: "Otras formas en que podemos ayudarle",
    backLabel: "Volver a Servicios",
    resourcesHeading: "Recursos útiles",
    contactHeading: "Hable con nosotros sobre su caso",
    contactIntro:
      "La revisión es gratuita y confidencial. Llame, envíenos un correo electrónico o comience la revisión de su caso.",
  },
} satisfies typeof english;
