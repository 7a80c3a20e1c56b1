import { homeSchema } from "../home-schema";
import { whoReadsRequests } from "./statements";

// Spanish twin of ../home.ts. The schema is ../home-schema.ts.
export * from "../home-schema";

export const home = homeSchema.parse({
  servicesIntro:
    "Elija el problema que más se parezca al suyo. No necesita saber su nombre legal: la revisión de su caso lo aclara.",
  exploreLinks: [
    { label: "Conozca sus derechos en el trabajo", href: "/workplace-rights" },
    { label: "Vea ejemplos de resultados de casos", href: "/results" },
    { label: "Conozca a nuestros abogados", href: "/attorneys" },
  ],
  readingHeading: "Guías y artículos",
  readingLinks: [
    {
      label: "Las reglas de horas extra en California, explicadas",
      href: "/guides/california-overtime-laws",
    },
    {
      label: "Cómo se prueba la discriminación en el trabajo",
      href: "/guides/proving-workplace-discrimination",
    },
    {
      label: "Despido por denunciar acoso: qué hacer ahora",
      href: "/guides/fired-for-reporting-harassment",
    },
    { label: "El salario mínimo de California hoy", href: "/blog/california-minimum-wage" },
    { label: "Todos los artículos del blog", href: "/blog" },
  ],
  testimonialsHeading: "Historias de trabajadores como usted",
  howItWorks: {
    heading: "Cómo funciona",
    steps: [
      {
        title: "Cuéntenos qué pasó",
        text: "Responda unas pocas preguntas breves en línea o llámenos. Toma unos dos minutos.",
      },
      {
        title: "Lo leemos",
        text: `${whoReadsRequests} Nos comunicamos con usted para hablarlo.`,
      },
      {
        title: "Usted decide qué hacer",
        text: "Le explicamos sus opciones con palabras sencillas. La revisión no tiene ningún costo y no hay presión para seguir adelante.",
      },
    ],
  },
  attorneysHeading: "Nuestros abogados",
  attorneysIntro: "Abogados con licencia en California que representan a trabajadores, nunca a empleadores.",
  teamCardText: "Un equipo de abogados laborales y personal de admisión en toda California.",
  faqHeading: "Preguntas frecuentes",
  contactHeading: "Hable con nosotros",
  contactIntro: "Llame, escriba o pida la revisión de su caso. Todo lo que nos cuente es confidencial.",
  rippleHint: "Detener la animación del botón",
});

/** The home page's fixed labels: the services heading, its picture, buttons and links. */
export const homeLabels = {
  servicesHeading: "Cómo podemos ayudarle",
  servicesImageAlt: "Ilustración de tres trabajadores frente a los edificios de una ciudad junto a la costa",
  consultationButton: "Pida una consulta gratuita",
  learnMore: "Más información",
  meetTheTeam: "Conozca al equipo",
} as const satisfies Record<keyof typeof import("../home").homeLabels, string>;
