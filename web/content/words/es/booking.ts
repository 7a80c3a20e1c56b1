import type english from "../en/booking";

// The words of content/booking.ts in Spanish. Times are always California's; the components
// write them in Spanish (es-US).
export default {
  slotPicker: {
    legend: "¿Cuándo quiere que le llamemos?",
    zoneHint: "Todas las horas son hora de California (hora del Pacífico).",
    soonest: "Llámenme lo antes posible",
    soonestHint: "Nuestro equipo le llamará al número que nos dio lo antes posible.",
    moveLegend: "Elija una hora nueva",
    daysLabel: "O elija un día",
    daysLabelMove: "Elija un día",
    timesLegend: (day: string) => `Horas del ${day}`,
    chosen: (when: string) => `Usted eligió: ${when}, hora de California.`,
    loading: "Cargando las horas disponibles…",
    empty:
      "En este momento no hay horas disponibles en línea. Por favor, llámenos y buscaremos una hora con usted.",
    failed: "No pudimos cargar las horas disponibles. Por favor, inténtelo de nuevo o llámenos.",
    retry: "Intentar de nuevo",
    taken: "Otra persona reservó esa hora justo antes que usted. Estas son las horas que siguen disponibles.",
    tooMany:
      "Llegaron muchas solicitudes desde su conexión hace un momento, así que no mostramos las horas disponibles. Por favor, espere unos minutos y vuelva a cargar la página, o llámenos.",
  },
  thankYou: {
    heading: "¿Le conviene más otra hora?",
    intro:
      "No tiene que hacer nada: le llamamos lo antes posible. Si prefiere hablar a una hora fija, elíjala aquí.",
    book: "Reservar esta hora",
    booking: "Reservando…",
    booked: (when: string) => `Su llamada quedó reservada para el ${when}, hora de California.`,
    bookedHint:
      "Le enviaremos la hora por correo electrónico. El mensaje tiene un enlace para cambiar o cancelar la llamada.",
    manageLink: "Ver, cambiar o cancelar su llamada",
    pickFirst: "Primero elija un día y una hora, o deje “Llámenme lo antes posible”.",
    alreadyBooked:
      "Ya hay una llamada reservada para esta solicitud. Use el enlace del mensaje que le enviamos para verla o cambiarla.",
    tooLate:
      "Ya no se puede reservar una hora para esta solicitud desde esta página. Use el enlace del mensaje que le enviamos o llámenos.",
    invalid: "Esa hora ya no está disponible. Por favor, elija otra.",
    failed: "No pudimos reservar la llamada. No cambió nada. Por favor, inténtelo de nuevo o llámenos.",
    contactLimit:
      "Ya reservó varias llamadas hoy con este número de teléfono o correo electrónico. Por favor, llámenos y buscaremos una hora con usted.",
  },
  manage: {
    loading: "Cargando su llamada…",
    referenceLabel: "Su referencia:",
    timeLabel: "Su llamada:",
    timeZone: "hora de California",
    whoCalls: "Una persona de nuestro equipo le llamará al número que nos dio.",
    noLink:
      "Esta página muestra una llamada que usted reservó con nosotros. Ábrala con el enlace del correo electrónico o del mensaje de texto que le enviamos.",
    gone: "Este enlace ya no funciona. La llamada se cambió o se canceló, o su hora ya pasó. Si la cambió, use el enlace del mensaje más reciente que le enviamos.",
    badLink:
      "Este enlace está incompleto o fue modificado. Por favor, abra otra vez el enlace de su mensaje, o cópielo completo en la barra de direcciones.",
    failed: "No pudimos cargar su llamada. Por favor, inténtelo de nuevo en un momento o llámenos.",
    retry: "Intentar de nuevo",
    booked: "Su llamada quedó reservada. También le enviaremos la hora por correo electrónico.",
    moved: "Su llamada se cambió. Esta es la hora nueva.",
    cancelled:
      "Su llamada se canceló. Si todavía quiere hablar con nosotros, reserve una hora nueva o llámenos.",
    bookAgain: "Reservar una hora nueva",
    cancel: "Cancelar esta llamada",
    confirmCancel: (when: string) => `¿Cancelar la llamada del ${when}, hora de California?`,
    confirmCancelHint:
      "La hora vuelve a quedar disponible para otras personas. Después puede reservar una hora nueva.",
    yesCancel: "Sí, cancelar la llamada",
    keep: "No, mantener la llamada",
    cancelling: "Cancelando…",
    move: "Cambiar la hora",
    moveTo: "Cambiar mi llamada a esta hora",
    moving: "Cambiando…",
    keepTime: "Mantener la hora actual",
    pickFirst: "Primero elija un día y una hora.",
    actionFailed: "No funcionó y su llamada no cambió. Por favor, inténtelo de nuevo o llámenos.",
    slotTaken:
      "Otra persona reservó esa hora justo antes que usted. Su llamada no se cambió. Por favor, elija otra hora.",
    contactLimit:
      "Su llamada no se cambió: ya se reservaron varias llamadas hoy con este número de teléfono o correo electrónico. Por favor, llámenos y buscaremos una hora con usted.",
    callUs: "¿Preguntas? Llámenos:",
  },
} satisfies typeof english;
