// Spanish twin of ../tools-index.ts: the words of /es/tools and of the pointer to it on other
// pages; kept apart from ./tools.ts so the pages that only link to the tools do not download the
// tools' copy.

export const toolsIndex = {
  cards: [
    {
      href: "/tools/deadlines",
      title: "¿Ya es demasiado tarde?",
      text: "Elija qué pasó y cuándo. Vea los plazos para presentar que podrían aplicarse, los días que quedan y dónde presentar.",
      action: "Revisar mis plazos",
    },
    {
      href: "/tools/wage-calculator",
      title: "¿Cuánto me podrían deber?",
      text: "Anote su pago y sus horas. Vea las horas extra no pagadas, los pagos adicionales por periodos para comer o de descanso, el pago por debajo del salario mínimo y las multas por pago final tardío, con las cuentas.",
      action: "Calcular mis salarios no pagados",
    },
  ],
  /** The short pointer placed on the home page, the service pages and the wage articles. */
  promo: {
    heading: "¿No sabe bien cuál es su situación?",
    text: "Dos herramientas gratuitas le dan una primera respuesta en un minuto: los plazos para presentar que podrían aplicarse a su caso y un cálculo aproximado de los salarios no pagados.",
    deadlines: "Revisar los plazos para presentar",
    wages: "Calcular salarios no pagados",
  },
} as const;
