import type english from "../en/calls-to-action";

// The words of content/calls-to-action.ts in Spanish.
export default {
  startReview: "Empiece la revisión gratuita de su caso",
  scheduleCall: "Programar una llamada",
  boxes: {
    services: {
      title: "¿No sabe cuál corresponde a su problema?",
      description:
        "No necesita saber el nombre legal de su problema. Cuéntenos qué pasó y nosotros vemos de qué se trata.",
    },
    attorneys: {
      title: "Hable con nuestro equipo",
      description: "Una revisión gratuita es el primer paso. Cuéntenos qué pasó. {whoReadsRequests}",
    },
    results: {
      title: "Cada caso es diferente",
      description:
        "Estos ejemplos muestran los tipos de problemas que atendemos; no predicen el resultado de su caso. Una revisión gratuita le dice en qué situación está.",
      secondary: "Conozca sus derechos",
    },
    blog: {
      title: "¿Tiene una pregunta sobre su propio trabajo?",
      description:
        "Los artículos explican las reglas en general. Para su situación, pida una revisión gratuita y confidencial.",
      secondary: "Vea nuestras áreas de práctica",
    },
  },
  callNowLead: "¿Prefiere hablar ahora? Llame al",
  relatedLinks: {
    discrimination: {
      "wrongful-termination": {
        title: "Despido ilegal",
        description: "Cuando el despido en sí es ilegal.",
        reason: "La discriminación muchas veces termina en un despido.",
      },
      results: {
        title: "Resultados de casos de discriminación",
        description: "Ejemplos de casos de discriminación.",
        reason: "Vea los tipos de casos que atendemos.",
      },
    },
    harassment: {
      results: {
        title: "Resultados de casos de acoso",
        description: "Ejemplos de casos de acoso.",
        reason: "Vea los tipos de casos que atendemos.",
      },
      "wrongful-termination": {
        title: "Despido ilegal",
        description: "Cuando perdió su trabajo después de denunciar el acoso.",
        reason: "Las represalias por denunciar el acoso son ilegales.",
      },
    },
    "wage-hour": {
      results: {
        title: "Resultados de casos de salarios y horarios",
        description: "Ejemplos de casos de salarios no pagados.",
        reason: "Vea los tipos de casos que atendemos.",
      },
      "overtime-guide": {
        title: "Reglas de horas extra en California",
        description: "Cuándo empiezan las horas extra y cómo revisar su talón de pago.",
        reason: "Una guía paso a paso sobre las horas extra.",
      },
    },
    "wrongful-termination": {
      results: {
        title: "Resultados de casos de despido ilegal",
        description: "Ejemplos de casos de despido ilegal.",
        reason: "Vea los tipos de casos que atendemos.",
      },
      discrimination: {
        title: "Discriminación en el trabajo",
        description: "Cuando el despido fue por quién es usted.",
        reason: "Muchos despidos ilegales también son discriminación.",
      },
    },
  },
} satisfies typeof english;
