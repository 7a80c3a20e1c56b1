import type english from "../en/call-booking";

// The words of content/call-booking.ts in Spanish. The text-message keywords STOP and HELP stay in
// English: carriers read them (docs/glossary-es.md).
export default {
  form: {
    callLanguage: {
      legend: "¿En qué idioma quiere que le llamemos?",
      hint: "Buscamos a una persona de nuestro equipo que hable ese idioma.",
    },
    topic: {
      label: "¿De qué se trata? (opcional)",
      hint: "Basta con una o dos frases, por ejemplo: no me pagaron las horas extra. Lo demás nos lo puede contar en la llamada.",
    },
    smsConsent:
      "Opcional: acepto que {firm} me envíe mensajes de texto al número que di sobre esta solicitud y su llamada: para confirmar la llamada, para avisarme si cambia y para recordármela antes de que empiece. Normalmente son solo unos pocos mensajes. Responda STOP en cualquier momento para dejar de recibirlos, o HELP para obtener ayuda. Pueden aplicarse tarifas de mensajes y datos. Si deja esta casilla sin marcar, solo le llamamos y le escribimos por correo electrónico, y recibe la misma ayuda. Si comparte este teléfono con la persona de la que se queja, puede dejarla sin marcar.",
    slotTaken:
      "Otra persona reservó la hora que eligió justo antes que usted, así que su solicitud todavía no se envió. Sus respuestas siguen aquí. Por favor, elija otra hora abajo, o deje “Llámenme lo antes posible”, y envíela de nuevo.",
    send: "Reservar mi llamada",
    sending: "Enviando…",
    returned: {
      "slot-taken":
        "Otra persona reservó la hora que eligió justo antes que usted, así que no se envió nada. Por favor, llene el formulario otra vez y elija otra hora, o elija que le llamemos lo antes posible.",
      invalid:
        "No pudimos aceptar algunas de sus respuestas, así que no se envió nada. Por favor, llene el formulario otra vez revisando cada campo, o llámenos.",
      busy: "No pudimos recibir su solicitud en este momento, así que no se envió nada. Por favor, inténtelo de nuevo en unos minutos o llámenos.",
      "contact-limit":
        "Hoy ya se reservaron varias llamadas con este número de teléfono o correo electrónico, así que no se envió nada. Por favor, llámenos y buscaremos una hora con usted.",
    },
  },
  scheduler: {
    openScheduler: "Abrir la página para programar",
    fallbackBefore: "Un servicio externo maneja la página para programar. Si no le funciona, llame al",
    fallbackAfter: "y buscaremos una hora con usted.",
  },
} satisfies typeof english;
