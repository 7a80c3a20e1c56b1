import { site } from "../../lib/site-config";

// Spanish twin of ../call-booking.ts: the words of the firm's own /book form. The contact labels
// and consent words come from ./intake.ts; the answers' words from config/forms/es.json.
export const callBookingCopy = {
  callLanguage: {
    legend: "¿En qué idioma quiere que le llamemos?",
    hint: "Buscamos a una persona de nuestro equipo que hable ese idioma.",
  },
  topic: {
    label: "¿De qué se trata? (opcional)",
    hint: "Basta con una o dos frases, por ejemplo: no me pagaron las horas extra. Lo demás nos lo puede contar en la llamada.",
  },
  smsConsent: `Acepto que ${site.brand.name} me envíe mensajes de texto sobre esta llamada (su hora, recordatorios y cambios) al número que di. Es opcional. Pueden aplicarse tarifas de mensajes y datos; la frecuencia de los mensajes varía. Responda STOP para dejar de recibir mensajes de texto o HELP para obtener ayuda.`,
  slotTaken:
    "Otra persona reservó la hora que usted eligió justo antes que usted, así que su solicitud todavía no se envió. Sus respuestas siguen aquí. Por favor, elija otra hora abajo, o deje “Llámenme lo antes posible”, y envíela de nuevo.",
  send: "Reservar mi llamada",
  sending: "Enviando…",
  /** The no-JavaScript path comes back to /book?error=<code> (docs/booking-api.md). */
  returned: {
    "slot-taken":
      "Otra persona reservó la hora que usted eligió justo antes que usted, así que no se envió nada. Por favor, llene el formulario otra vez y elija otra hora, o elija que le llamemos lo antes posible.",
    invalid:
      "No pudimos aceptar algunas de sus respuestas, así que no se envió nada. Por favor, llene el formulario otra vez revisando cada campo, o llámenos.",
    busy: "No pudimos recibir su solicitud en este momento, así que no se envió nada. Por favor, inténtelo de nuevo en unos minutos o llámenos.",
  },
} as const satisfies {
  [K in keyof typeof import("../call-booking").callBookingCopy]: unknown;
};

/** /book when the firm uses an outside scheduler (BOOKING_URL): the link and what to do if it fails. */
export const schedulerCopy = {
  openScheduler: "Abrir la página para programar",
  fallbackBefore: "Un servicio externo maneja la página para programar. Si no le funciona, llame al",
  fallbackAfter: "y buscaremos juntos un horario.",
} as const satisfies Record<keyof typeof import("../call-booking").schedulerCopy, string>;
