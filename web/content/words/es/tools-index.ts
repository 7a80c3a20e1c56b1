import type english from "../en/tools-index";

// The words of /es/tools, of the pointer to the tools and of the tools' caution in Spanish (see
// ../en/tools-index.ts).
export default {
  cards: {
    deadlines: {
      title: "¿Ya es demasiado tarde?",
      text: "Elija qué pasó y cuándo. Vea los plazos para presentar un reclamo que podrían aplicarse, los días que quedan y dónde presentarlo.",
      action: "Revisar mis plazos",
    },
    "wage-calculator": {
      title: "¿Cuánto me podrían deber?",
      text: "Anote su pago y sus horas. Vea las horas extra no pagadas, los pagos adicionales por periodos para comer o de descanso, el pago por debajo del salario mínimo y las multas por pago final tardío, con las cuentas.",
      action: "Calcular mis salarios no pagados",
    },
  },
  promo: {
    heading: "¿No sabe bien cuál es su situación?",
    text: "Dos herramientas gratuitas le dan una primera respuesta en un minuto: los plazos para presentar un reclamo que podrían aplicarse a su caso y un cálculo aproximado de los salarios no pagados.",
    deadlines: "Revisar los plazos para presentar un reclamo",
    wages: "Calcular salarios no pagados",
  },
  caution:
    "Esto es un cálculo aproximado basado en reglas generales, no es asesoría legal. Sus plazos y montos reales dependen de los hechos de su caso, y algunas reglas pueden pausar o extender el plazo. Hable con un abogado antes de confiar en este resultado.",
} satisfies typeof english;
