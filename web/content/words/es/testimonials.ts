import type english from "../en/testimonials";

// The words of content/testimonials.ts in Spanish (see ../en/testimonials.ts).
export default {
  disclosure: "Historia ilustrativa, no es de un cliente real. Los nombres y los detalles son inventados.",
  stories: {
    "maria-l": {
      title: "Empacadora de almacén",
      company: "Centro de distribución regional",
      issue: "Discriminación por embarazo",
      quote:
        "Me cambiaron de turno la misma semana que le dije a mi supervisor que estaba embarazada. El abogado me explicó mis derechos con palabras sencillas y me mantuvo informada en cada paso.",
    },
    "james-t": {
      title: "Vendedor",
      company: "Tienda de artículos para el hogar",
      issue: "Discriminación por edad",
      quote:
        "Después de veinte años, fui el único despedido en una “reestructuración”, y una persona más joven se quedó con mi trabajo. Me escucharon, reunieron las pruebas y nunca me hicieron sentir apurado.",
    },
    "ana-r": {
      title: "Mesera",
      company: "Restaurante de servicio completo",
      issue: "Acoso sexual",
      quote:
        "Mi gerente me invitaba a salir una y otra vez, y cuando le dije que no, mis turnos empezaron a desaparecer. Tenía miedo de decir algo porque necesitaba el trabajo. Me ayudaron a denunciarlo de forma segura y me apoyaron.",
    },
    "david-k": {
      title: "Chofer de reparto",
      company: "Empresa de logística",
      issue: "Horas extra no pagadas",
      quote:
        "Trabajaba días de {hoursADay} horas y solo me pagaban horas extra después de {weeklyOvertimeAfter} horas a la semana. No sabía que en California se pagan horas extra después de {dailyOvertimeAfter} horas al día. Revisaron conmigo mis talones de pago línea por línea.",
    },
  },
} satisfies typeof english;
