import type english from "../en/intake";

// The words of content/intake.ts in Spanish. The text-message keywords STOP and HELP stay in
// English: carriers read them (docs/glossary-es.md).
export default {
  questions: {
    californiaEmployed: "¿Trabajaba en California cuando pasó esto?",
    hasAttorney: "¿Ya tiene un abogado para este problema?",
    stillEmployed: "¿Todavía trabaja allí?",
    harassmentType: "¿Qué pasó?",
    harassmentTypeOther: "Pasó otra cosa (opcional)",
    harasser: "¿Quién lo hizo?",
    harasserOther: "Otra persona (opcional)",
    recentIncident: "¿Cuándo pasó por última vez?",
    reportedToHR: "¿Lo reportó a recursos humanos o a un gerente?",
    employerAction: "¿Su empleador tomó medidas en su contra después?",
    issueType: "Elija los problemas que tuvo",
    issueDetails: "Cuéntenos brevemente qué pasó (opcional)",
    employmentStatus: "Su situación laboral",
    employerType: "¿Quién era su empleador? (opcional)",
  },
  contactFields: {
    firstName: { label: "Nombre" },
    lastName: { label: "Apellido" },
    email: { label: "Correo electrónico" },
    phone: { label: "Teléfono", hint: "Número de EE. UU., por ejemplo {phoneExample}" },
    employerName: {
      label: "Nombre de su empleador (opcional)",
      hint: "La empresa donde trabaja o trabajó. Nos ayuda a confirmar que podemos tomar su caso.",
    },
  },
  failure: {
    call: (phone: string) => `o llámenos al ${phone}`,
    network: (call: string) =>
      `No pudimos comunicarnos con nuestro servidor, así que su solicitud no se envió. Sus respuestas siguen aquí. Revise su conexión a internet e inténtelo de nuevo, ${call}.`,
    timeout: (call: string) =>
      `Nuestro servidor tardó demasiado en responder, así que no sabemos con seguridad si su solicitud llegó. Sus respuestas siguen aquí. Por favor, inténtelo de nuevo (no se enviará dos veces), ${call}.`,
    server: (call: string) =>
      `Algo falló de nuestro lado y su solicitud no se guardó. Sus respuestas siguen aquí. Por favor, inténtelo de nuevo en un momento, ${call}.`,
    rateLimited: (wait: string, call: string) =>
      `Recibimos varias solicitudes desde esta conexión. Por favor, inténtelo de nuevo ${wait}, ${call}.`,
    waitMinutes: (minutes: number) => `en aproximadamente ${minutes} ${minutes === 1 ? "minuto" : "minutos"}`,
    waitFew: "en unos minutos",
    contactLimit: (phone: string) =>
      `Ya reservó varias llamadas hoy con este número de teléfono o correo electrónico, así que esta no se reservó. Por favor, llámenos al ${phone} y buscaremos una hora con usted.`,
    invalid:
      "Algunas respuestas necesitan un cambio antes de que podamos enviar su solicitud. Por favor, lea los mensajes de abajo.",
    rejected: (call: string) =>
      `No se pudo enviar su solicitud. Por favor, vuelva a cargar la página e inténtelo de nuevo, ${call}.`,
  },
  consent: {
    terms: "Acepto los Términos y condiciones y la Política de privacidad.",
    communications:
      "Acepto que {firm} se comunique conmigo sobre mi solicitud por correo electrónico y por teléfono.",
    sms: "Opcional: acepto que {firm} me envíe mensajes de texto al número que di sobre esta solicitud: para avisarme que la recibieron, para acordar una llamada y para recordarme una llamada que yo reserve. Normalmente son solo unos pocos mensajes. Responda STOP en cualquier momento para dejar de recibirlos, o HELP para obtener ayuda. Pueden aplicarse tarifas de mensajes y datos. Si deja esta casilla sin marcar, solo le llamamos y le escribimos por correo electrónico, y recibe la misma ayuda. Si comparte este teléfono con la persona de la que se queja, puede dejarla sin marcar.",
    notice:
      "Usamos lo que comparte aquí solo para revisar su problema en el trabajo y comunicarnos con usted sobre él. Nuestra Política de privacidad explica qué datos recopilamos, quién los recibe, cuánto tiempo los guardamos y sus derechos de privacidad en California.",
  },
  disqualification: {
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
  },
  caseReview: {
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
      "Responda cuatro preguntas cortas sobre su situación. Toma unos dos minutos. {whoReadsRequests} La revisión es gratuita y lo que comparta se mantiene confidencial.",
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
  },
  questionnaire: {
    phaseTitles: {
      eligibility: "Primero, {eligibilityCount} preguntas rápidas",
      details: "Qué pasó",
      contact: "¿Cómo podemos comunicarnos con usted?",
    },
    doneLabel: "Listo",
    sendLabel: "Enviar de forma confidencial",
    closeLabel: "Cerrar",
  },
  frame: {
    stepLabel: (step: number, total: number) => `Paso ${step} de ${total}`,
    percentDone: (percent: number) => `${percent}% completado`,
    progress: "Progreso",
    back: "Atrás",
    continueLabel: "Continuar",
    sending: "Enviando…",
    tryAgain: "Intentar de nuevo",
    privacyLink: "Lea nuestra política de privacidad",
  },
} satisfies typeof english;
