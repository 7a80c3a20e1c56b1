import { sample } from "../../lib/provenance";
import { z } from "../../lib/content-zod";
import { joinTestimonials, testimonialEntrySchema, type Testimonial } from "../testimonials-schema";

// Spanish twin of ../testimonials.ts. Schema, types and the join are ../testimonials-schema.ts;
// each story is joined to its result in ./results (the Spanish results), so its amount, place and
// service are that result's. Ids, case results, ratings and provenance are the same as in the
// English module: the four stories are SAMPLES (B&P 6157.2 dramatization disclosure below).
export * from "../testimonials-schema";

export const testimonialDisclosure =
  "Historia ilustrativa, no es de un cliente real. Los nombres y los detalles son inventados.";

export const testimonials: readonly Testimonial[] = joinTestimonials(
  z
    .array(testimonialEntrySchema)
    .length(4)
    .parse([
      {
        id: "maria-l",
        name: "Maria L.",
        title: "Empacadora de almacén",
        company: "Centro de distribución regional",
        issue: "Discriminación por embarazo",
        quote:
          "Me cambiaron de turno la misma semana que le dije a mi supervisor que estaba embarazada. El abogado me explicó mis derechos con palabras sencillas y me mantuvo informada en cada paso.",
        rating: 5,
        caseResult: "discrimination-cases/0",
        provenance: sample,
      },
      {
        id: "james-t",
        name: "James T.",
        title: "Vendedor",
        company: "Tienda de artículos para el hogar",
        issue: "Discriminación por edad",
        quote:
          "Después de veinte años, fui el único despedido en una “reestructuración”, y una persona más joven se quedó con mi trabajo. Me escucharon, reunieron las pruebas y nunca me hicieron sentir apurado.",
        rating: 5,
        caseResult: "discrimination-cases/1",
        provenance: sample,
      },
      {
        id: "ana-r",
        name: "Ana R.",
        title: "Mesera",
        company: "Restaurante de servicio completo",
        issue: "Acoso sexual",
        quote:
          "Mi gerente me invitaba a salir una y otra vez, y cuando le dije que no, mis turnos empezaron a desaparecer. Tenía miedo de decir algo porque necesitaba el trabajo. Me ayudaron a denunciarlo de forma segura y me apoyaron.",
        rating: 5,
        caseResult: "harassment-claims/0",
        provenance: sample,
      },
      {
        id: "david-k",
        name: "David K.",
        title: "Chofer de reparto",
        company: "Empresa de logística",
        issue: "Horas extra no pagadas",
        quote:
          "Trabajaba días de 11 horas y solo me pagaban horas extra después de 40 horas a la semana. No sabía que en California se pagan horas extra después de 8 horas al día. Revisaron conmigo mis talones de pago línea por línea.",
        rating: 5,
        caseResult: "wage-and-hour/0",
        provenance: sample,
      },
    ]),
);
