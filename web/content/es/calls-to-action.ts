import { z } from "../../lib/content-zod";
import {
  ctaSchema,
  pageKinds,
  relatedLinkSchema,
  type CallToAction,
  type PageKind,
  type RelatedLink,
} from "../calls-to-action-schema";
import { serviceIds, type ServiceIdName } from "../services-schema";
import { whoReadsRequests } from "./statements";

// Spanish twin of content/calls-to-action.ts. The schemas and types are
// ../calls-to-action-schema.ts; the paths are the same pages under /es.
export * from "../calls-to-action-schema";

// The links most boxes share: the case review first, a call second.
const startReview = (href: string) => ({ label: "Empiece la revisión gratuita de su caso", href });
const scheduleCall = { label: "Programar una llamada", href: "/book" };

export const callsToAction: Record<PageKind, CallToAction> = z.record(z.enum(pageKinds), ctaSchema).parse({
  services: {
    title: "¿No sabe cuál corresponde a su problema?",
    description:
      "No necesita saber el nombre legal de su problema. Cuéntenos qué pasó y nosotros vemos de qué se trata.",
    primary: startReview("/form"),
    secondary: scheduleCall,
  },
  attorneys: {
    title: "Hable con nuestro equipo",
    description: `Una revisión gratuita es el primer paso. Cuéntenos qué pasó. ${whoReadsRequests}`,
    primary: startReview("/case-review"),
    secondary: scheduleCall,
  },
  results: {
    title: "Cada caso es diferente",
    description:
      "Estos ejemplos muestran los tipos de problemas que atendemos; no predicen el resultado de su caso. Una revisión gratuita le dice en qué situación está.",
    primary: startReview("/form"),
    secondary: { label: "Conozca sus derechos", href: "/workplace-rights" },
  },
  blog: {
    title: "¿Tiene una pregunta sobre su propio trabajo?",
    description:
      "Los artículos explican las reglas en general. Para su situación, pida una revisión gratuita y confidencial.",
    primary: startReview("/form"),
    secondary: { label: "Vea nuestras áreas de práctica", href: "/services" },
  },
});

/** Said under a call-to-action box, before the firm's phone number. */
export const callNowLead = "¿Prefiere hablar ahora? Llame al";

export const relatedLinks: Record<ServiceIdName, readonly RelatedLink[]> = z
  .record(z.enum(serviceIds), z.array(relatedLinkSchema).min(2))
  .parse({
    discrimination: [
      {
        title: "Despido injustificado",
        path: "/services/wrongful-termination",
        description: "Cuando el despido en sí es ilegal.",
        reason: "La discriminación muchas veces termina en un despido.",
      },
      {
        title: "Resultados de casos de discriminación",
        path: "/results/discrimination-cases",
        description: "Ejemplos de casos de discriminación.",
        reason: "Vea los tipos de casos que atendemos.",
      },
    ],
    harassment: [
      {
        title: "Resultados de casos de acoso",
        path: "/results/harassment-claims",
        description: "Ejemplos de casos de acoso.",
        reason: "Vea los tipos de casos que atendemos.",
      },
      {
        title: "Despido injustificado",
        path: "/services/wrongful-termination",
        description: "Cuando perdió su trabajo después de denunciar.",
        reason: "Las represalias por denunciar el acoso son ilegales.",
      },
    ],
    "wage-hour": [
      {
        title: "Resultados de casos de salarios y horarios",
        path: "/results/wage-and-hour",
        description: "Ejemplos de casos de salarios no pagados.",
        reason: "Vea los tipos de casos que atendemos.",
      },
      {
        title: "Reglas de horas extra en California",
        path: "/guides/california-overtime-laws",
        description: "Cuándo empiezan las horas extra y cómo revisar su talón de pago.",
        reason: "Una guía paso a paso sobre las horas extra.",
      },
    ],
    "wrongful-termination": [
      {
        title: "Resultados de casos de despido injustificado",
        path: "/results/wrongful-termination",
        description: "Ejemplos de casos de despido injustificado.",
        reason: "Vea los tipos de casos que atendemos.",
      },
      {
        title: "Discriminación en el trabajo",
        path: "/services/discrimination",
        description: "Cuando el despido fue por quién es usted.",
        reason: "Muchos despidos ilegales también son discriminación.",
      },
    ],
  });
