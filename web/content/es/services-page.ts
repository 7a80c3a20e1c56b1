// Spanish twin of ../services-page.ts. The English module builds its schema inline and does not
// export it, so the data is typed against the English values instead of parsed again.

export const servicesPage = {
  resourcesHeading: "Más ayuda",
  resources: [
    {
      label: "Conozca sus derechos en el trabajo, con un cuestionario de dos preguntas",
      href: "/workplace-rights",
    },
    { label: "Ejemplos de resultados de casos", href: "/results" },
    { label: "Conozca a nuestros abogados", href: "/attorneys" },
    { label: "Artículos del blog", href: "/blog" },
    { label: "Programe una llamada", href: "/book" },
  ],
  guidesHeading: "Guías paso a paso",
  faqHeading: "Preguntas frecuentes",
} satisfies typeof import("../services-page").servicesPage;

/** The headings and fixed sentences of every service detail page (components/sections/service-page.tsx). */
export const servicePageCopy = {
  aboutHeading: "Qué significa",
  issuesHeading: "Problemas comunes",
  protectionsHeading: "Leyes que lo protegen",
  remediesHeading: "Lo que podría recuperar",
  remediesNote: "Lo que puede obtener depende de los hechos de su caso.",
  samplesHeading: "Ejemplos de resultados",
  storiesHeading: "Historias de trabajadores",
  faqHeading: "Lo que la gente pregunta",
  relatedHeading: "Temas relacionados",
  othersHeading: "Otras formas en que ayudamos",
  backLabel: "Volver a Servicios",
  resourcesHeading: "Recursos útiles",
  contactHeading: "Hable con nosotros sobre su caso",
  contactIntro:
    "La revisión es gratuita y confidencial. Llame, envíenos un correo electrónico o comience la revisión de su caso.",
} as const satisfies Record<keyof typeof import("../services-page").servicePageCopy, string>;
