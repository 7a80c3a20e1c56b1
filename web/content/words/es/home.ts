import type english from "../en/home";

// The words of content/home.ts in Spanish: the home page's sections below the hero.
export default {
  servicesIntro:
    "Elija el problema que más se parezca al suyo. No necesita saber su nombre legal: la revisión de su caso lo aclara.",
  exploreLinks: {
    "workplace-rights": { label: "Conozca sus derechos en el trabajo" },
    results: { label: "Vea ejemplos de resultados de casos" },
    attorneys: { label: "Conozca a nuestros abogados" },
  },
  readingHeading: "Guías y artículos",
  readingLinks: {
    "california-overtime-laws": { label: "Las reglas de horas extra en California, explicadas" },
    "proving-workplace-discrimination": { label: "Cómo se prueba la discriminación en el trabajo" },
    "fired-for-reporting-harassment": { label: "Despido por denunciar acoso: qué hacer ahora" },
    "california-minimum-wage": { label: "El salario mínimo de California hoy" },
    blog: { label: "Todos los artículos del blog" },
  },
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
        text: "{whoReadsRequests} Nos comunicamos con usted para hablar de su situación.",
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
  labels: {
    servicesHeading: "Cómo podemos ayudarle",
    servicesImageAlt:
      "Ilustración de tres trabajadores frente a los edificios de una ciudad junto a la costa",
    consultationButton: "Pida una consulta gratuita",
    learnMore: "Más información",
    meetTheTeam: "Conozca al equipo",
  },
} satisfies typeof english;
