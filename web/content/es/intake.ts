import { formatNumber } from "../../lib/format";
import { site } from "../../lib/site-config";
import type { IntakeFailure, IntakeQuestion } from "../intake";
import { intakeTitles } from "./intake-titles";
import { whoReadsRequests } from "./statements";

// Spanish twin of ../intake.ts. The types come from the English module. Field names (the first
// argument of choice/text) and the keys of every object are what the code and the server use, so
// they stay in English; only the words the worker reads are in Spanish. The options of each
// question and their hints are not here: they are in config/forms.
export type { IntakeFailure, IntakeQuestion };

const choice = (name: string, legend: string, multiple = false): IntakeQuestion => ({
  kind: "choice",
  name,
  legend,
  ...(multiple ? { multiple } : {}),
});
const text = (name: string, label: string, multiline = false): IntakeQuestion => ({
  kind: "text",
  name,
  label,
  ...(multiline ? { multiline } : {}),
});

export const questionnaireQuestions = {
  eligibility: [
    choice("californiaEmployed", "¿Trabajaba en California cuando pasó esto?"),
    choice("hasAttorney", "¿Ya tiene un abogado para este problema?"),
  ],
  details: [
    choice("stillEmployed", "¿Todavía trabaja allí?"),
    choice("harassmentType", "¿Qué pasó?", true),
    text("harassmentTypeOther", "Pasó otra cosa (opcional)"),
    choice("harasser", "¿Quién lo hizo?", true),
    text("harasserOther", "Otra persona (opcional)"),
    choice("recentIncident", "¿Cuándo pasó por última vez?"),
    choice("reportedToHR", "¿Lo reportó a recursos humanos o a un gerente?"),
    choice("employerAction", "¿Su empleador tomó medidas en su contra después?"),
  ],
} as const satisfies Record<string, readonly IntakeQuestion[]>;

export const caseReviewQuestions = {
  "workplace-issue": [
    choice("issueType", "Elija los problemas que tuvo", true),
    text("issueDetails", "Cuéntenos brevemente qué pasó (opcional)", true),
  ],
  "employment-info": [choice("employmentStatus", "Su situación laboral")],
} as const satisfies Record<string, readonly IntakeQuestion[]>;

/** The labels of the contact fields both forms end with, by field name. */
export const contactFieldCopy = {
  firstName: { label: "Nombre" },
  lastName: { label: "Apellido" },
  email: { label: "Correo electrónico" },
  phone: { label: "Teléfono", hint: "Número de EE. UU., por ejemplo (310) 555-0142" },
  employerName: {
    label: "Nombre de su empleador (opcional)",
    hint: "La empresa donde trabaja o trabajó. Nos ayuda a confirmar que podemos tomar su caso.",
  },
} as const;

export const failureWords = {
  call: (phone: string) => `o llámenos al ${phone}`,
  network: (call: string) =>
    `No pudimos comunicarnos con nuestro servidor, así que su solicitud no se envió. Sus respuestas siguen aquí. Revise su conexión a internet e inténtelo de nuevo, ${call}.`,
  timeout: (call: string) =>
    `Nuestro servidor tardó demasiado en responder, así que no sabemos con seguridad si su solicitud llegó. Sus respuestas siguen aquí. Por favor, inténtelo de nuevo (no se enviará dos veces), ${call}.`,
  server: (call: string) =>
    `Algo falló de nuestro lado y su solicitud no se guardó. Sus respuestas siguen aquí. Por favor, inténtelo de nuevo en un momento, ${call}.`,
  rateLimited: (wait: string, call: string) =>
    `Recibimos varias solicitudes desde esta conexión. Por favor, inténtelo de nuevo ${wait}, ${call}.`,
  waitMinutes: (minutes: number) =>
    `en aproximadamente ${formatNumber(minutes)} ${minutes === 1 ? "minuto" : "minutos"}`,
  waitFew: "en unos minutos",
  invalid:
    "Algunas respuestas necesitan un cambio antes de que podamos enviar su solicitud. Por favor, lea los mensajes de abajo.",
  rejected: (call: string) =>
    `No se pudo enviar su solicitud. Por favor, vuelva a cargar la página e inténtelo de nuevo, ${call}.`,
} satisfies typeof import("../intake").failureWords;

export const consentCopy = {
  terms: "Acepto los Términos y condiciones y la Política de privacidad.",
  communications: `Acepto que ${site.brand.name} se comunique conmigo sobre mi solicitud por correo electrónico, llamada telefónica y mensaje de texto al número que di, incluso por medios automatizados. Dar este permiso no es una condición para recibir ayuda. Pueden aplicarse tarifas de mensajes y datos; la frecuencia de los mensajes varía. Responda STOP para dejar de recibir mensajes de texto o HELP para obtener ayuda.`,
  notice:
    "Usamos lo que comparte aquí solo para revisar su problema en el trabajo y comunicarnos con usted sobre él. Nuestra Política de privacidad explica qué datos recopilamos, quién los recibe, cuánto tiempo los guardamos y sus derechos de privacidad en California.",
};

export const disqualificationCopy = {
  heading: "No podemos continuar",
  "not-california": [
    "No podemos ayudarle en este momento.",
    "Nuestros abogados llevan casos de acoso de personas que trabajaban en California cuando pasó. Como su trabajo era en otro estado, normalmente se aplica la ley de ese estado, y un abogado con licencia allí es quien mejor puede aconsejarle.",
    "Le recomendamos que se comunique con un abogado laboral del estado donde trabajaba. Si tiene dudas sobre si la ley de California se aplica a usted, llámenos y se lo diremos con honestidad.",
  ],
  "has-attorney": [
    "No podemos ayudarle en este momento.",
    "Como ya tiene un abogado para este asunto, no podemos ofrecerle representación adicional. Por favor, siga trabajando con su abogado actual, que conoce su caso.",
    "Si su situación cambia, o tiene una pregunta sobre otro problema en el trabajo, puede llamarnos cuando quiera.",
  ],
} as const;

/** The frame of the case review wizard: its title, step titles, buttons and the intro step. */
export const caseReviewCopy = {
  title: intakeTitles["case-review"],
  stepTitles: {
    intro: "Cuéntenos qué pasó",
    "workplace-issue": "¿Qué pasó en el trabajo?",
    "employment-info": "¿Cuál es su situación laboral ahora?",
    "incident-date": "¿Cuándo pasó?",
    contact: "¿Cómo podemos comunicarnos con usted?",
    success: "Gracias",
  },
  startLabel: "Comenzar",
  continueLabel: "Continuar",
  sendLabel: "Enviar para revisar mi caso",
  incompleteHint: "Llene los cuatro campos y marque las dos casillas para enviar.",
  intro: [
    `Responda cuatro preguntas cortas sobre su situación. Toma unos dos minutos. ${whoReadsRequests} La revisión es gratuita y lo que comparta se mantiene confidencial.`,
    "Enviar este formulario no nos convierte en sus abogados y no le cuesta nada.",
  ],
  incidentDate: {
    legend: "¿Cuándo pasó?",
    label: "¿Más o menos cuándo pasó?",
    hint: "Una fecha aproximada está bien.",
  },
  termsLink: "Términos",
  estimate: {
    deadlines:
      "Se adjuntó el cálculo aproximado de sus plazos que hizo con nuestra herramienta. Su resumen está en el cuadro de abajo, donde puede cambiarlo.",
    wages:
      "Se adjuntó el cálculo aproximado de sus salarios que hizo con nuestra calculadora. Su resumen está en el cuadro de abajo, donde puede cambiarlo.",
    remove: "Quitar el cálculo aproximado",
  },
} as const;

/** The frame of the harassment questionnaire: its title, phase titles and buttons. */
export const questionnaireCopy = {
  title: intakeTitles["harassment-questionnaire"],
  phaseTitles: {
    eligibility: "Primero, dos preguntas rápidas",
    details: "Qué pasó",
    contact: "¿Cómo podemos comunicarnos con usted?",
    disqualified: disqualificationCopy.heading,
  },
  doneLabel: "Listo",
  sendLabel: "Enviar de forma confidencial",
  closeLabel: "Cerrar",
} as const;

/** The words of the frame both forms share: progress, buttons and the links under the fields. */
export const formFrameCopy = {
  stepLabel: (step: number, total: number) => `Paso ${step} de ${total}`,
  percentDone: (percent: number) => `${percent}% completado`,
  progress: "Progreso",
  back: "Atrás",
  continueLabel: "Continuar",
  sending: "Enviando…",
  tryAgain: "Intentar de nuevo",
  privacyLink: "Lea nuestra política de privacidad",
} as const;
