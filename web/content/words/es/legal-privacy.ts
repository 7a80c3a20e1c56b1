import type english from "../en/legal-privacy";

// The Spanish words of the privacy policy (content/legal/privacy.ts). "Sharing" in the CCPA/CPRA
// sense (for advertising) is "compartir", said in plain words where the law's term would not be
// understood.
export default {
  sections: {
    "who-we-are": {
      heading: "Quiénes somos",
      paragraphs: [
        "Este sitio web lo administra {firm}, {address}. Esta política explica qué información personal recopilamos a través del sitio web y sus formularios, para qué, quién la recibe, cuánto tiempo la guardamos y los derechos que usted tiene según la ley de California, incluida la Ley de Privacidad del Consumidor de California, con las modificaciones de la Ley de Derechos de Privacidad de California (CCPA/CPRA).",
      ],
    },
    "case-review-form": {
      heading: "Qué recopila el formulario de revisión gratuita de su caso",
      paragraphs: [
        "Cuando usted nos envía una solicitud de revisión de su caso, recopilamos lo que escribe en el formulario y algunos datos técnicos:",
      ],
      list: [
        "los tipos de problema en el trabajo que usted elige y su descripción de lo que pasó",
        "su situación laboral y cuándo pasó el problema",
        "su nombre y apellido, su correo electrónico y su número de teléfono",
        "el nombre de su empleador, si nos lo da, para revisar que no tengamos un conflicto de intereses",
        "si lo agrega desde una de nuestras herramientas gratuitas, el cálculo aproximado de sus plazos o de sus salarios no pagados",
        "el idioma de la página desde la que la envió (inglés o español), para poder responderle en ese idioma",
        "sus respuestas a las casillas de consentimiento (términos y política de privacidad; llamadas y correos electrónicos; mensajes de texto, que son opcionales)",
        "cómo llegó a nosotros: las etiquetas de campaña en la dirección de la página ({campaignTags}) y la primera página del sitio a la que llegó",
        "lo que su navegador dice de sí mismo (el tipo de navegador y de dispositivo, llamado “agente de usuario”), para ayudarnos a corregir problemas con el formulario",
      ],
    },
    "harassment-questionnaire": {
      heading: "Qué recopila el cuestionario confidencial sobre acoso",
      paragraphs: [
        "El cuestionario pregunta si usted trabajó en California, si ya tiene un abogado, si todavía trabaja allí, qué tipo de acoso ocurrió, quién lo cometió, cuándo, si usted lo reportó y qué hizo su empleador, además de su nombre, su correo electrónico, su número de teléfono, el nombre de su empleador si nos lo da y el idioma de la página desde la que lo envió.",
        "Los detalles sobre el acoso, y sobre su salud o su vida sexual cuando usted los comparte, son información personal sensible según la ley de California. Los usamos solo para revisar su situación y responderle, y nunca para sacar conclusiones sobre usted con otros fines.",
      ],
    },
    why: {
      heading: "Para qué la recopilamos",
      list: [
        "para revisar su situación y comunicarnos con usted sobre ella",
        "para verificar que no haya conflictos de intereses antes de que un abogado pueda hablar con usted",
        "para llevar un registro de las solicitudes y de los consentimientos que usted dio",
        "para mantener el sitio web seguro y en funcionamiento",
      ],
    },
    "who-receives-it": {
      heading: "Quién la recibe",
      paragraphs: [
        "El equipo que recibe las solicitudes y nuestros abogados leen lo que usted envía. Usamos proveedores de servicios que, por contrato, solo pueden usarla para trabajar para nosotros: la empresa que aloja nuestro sistema de gestión de casos (CRM) y nuestros proveedores de correo electrónico y de mensajes de texto.",
        "Si nuestros abogados no pueden tomar su caso, es posible que, con su permiso, lo pasemos a un abogado independiente que trabaja en el tipo de caso que usted necesita. Ese abogado tiene su propio despacho y es responsable de su propia asesoría. Un servicio que pasa casos a otros abogados debe estar certificado por el Colegio de Abogados del Estado de California (State Bar of California); cuando lo hacemos, los datos de nuestra certificación aparecen al pie de cada página.",
        "No vendemos su información personal, y no la compartimos para mostrarle publicidad basada en lo que usted hace en otros sitios web y aplicaciones.",
      ],
    },
    "how-long": {
      heading: "Cuánto tiempo la guardamos",
      paragraphs: [
        "Si no tomamos su caso, guardamos su solicitud durante un máximo de {keepYears} años, para poder responder preguntas sobre ella y demostrar qué consentimiento nos dio, y después la eliminamos. Si le representamos, lo que nos envió se guarda como parte de su expediente de cliente durante el tiempo que exijan la ley y las normas para abogados. Puede pedirnos que eliminemos una solicitud antes de ese plazo (vea más abajo).",
        "Si firma con nosotros un acuerdo de honorarios en este sitio web, guardamos el acuerdo firmado y el registro de cómo se firmó (cada paso con su fecha y hora, la dirección de internet y el navegador desde donde se hizo, y una huella del texto exacto que usted leyó), porque son la prueba de lo que usted y la firma acordaron y de cómo se firmó. Los guardamos aunque usted nos pida que eliminemos su solicitud; el resto de la solicitud se elimina. Un acuerdo que usted no firmó se elimina con la solicitud.",
      ],
    },
    rights: {
      heading: "Sus derechos de privacidad en California",
      paragraphs: ["Si usted vive en California, tiene derecho a:"],
      list: [
        "saber qué información personal recopilamos sobre usted, de dónde vino, para qué y quién la recibió",
        "que eliminemos la información personal que recopilamos de usted, con las excepciones que permite la ley (por ejemplo, registros que un abogado debe conservar)",
        "que corrijamos su información personal si está equivocada",
        "pedirnos que no vendamos ni compartamos su información personal (no hacemos ninguna de las dos cosas)",
        "limitar el uso de su información personal sensible a lo necesario para responderle (que ya es lo único que hacemos)",
        "no recibir un trato diferente por usar cualquiera de estos derechos",
      ],
    },
    "using-your-rights": {
      heading: "Cómo usar sus derechos",
      paragraphs: [
        "{howToReach} Le confirmaremos que recibimos su solicitud dentro de {confirmWithinBusinessDays} días hábiles y le responderemos dentro de {answerWithinDays} días. Es posible que le pidamos algunos datos para confirmar quién es usted. Otra persona puede hacer la solicitud por usted (un agente autorizado) si usted le da permiso por escrito.",
      ],
    },
    "global-privacy-control": {
      heading: "Control Global de Privacidad (Global Privacy Control)",
      paragraphs: [
        "Si su navegador envía la señal Global Privacy Control (GPC), la tomamos como una solicitud de que no vendamos ni compartamos su información personal desde ese navegador, y no cargamos códigos de publicidad ni de medición que la compartirían.",
      ],
    },
    "texts-and-calls": {
      heading: "Mensajes de texto y llamadas",
      paragraphs: [
        "Los mensajes de texto son opcionales: un formulario que los ofrece los pide en una casilla aparte. Si la deja sin marcar, solo le llamamos y le escribimos por correo electrónico, y recibe la misma ayuda. Si la marca, le enviamos mensajes desde el {phone}, al número que nos dio, solo sobre su solicitud: para avisarle que la recibimos, para acordar una llamada y para recordarle una llamada que reservó. Normalmente son solo unos pocos mensajes. Es posible que se apliquen tarifas por mensajes y datos. Responda {stop} en cualquier momento para dejar de recibir mensajes de texto, o {help} para obtener ayuda. Si comparte su teléfono con la persona de la que se queja, puede dejar la casilla sin marcar. Su consentimiento no es una condición para obtener una revisión de su caso ni ningún otro servicio. Si nos pide que dejemos de llamarle o de enviarle mensajes, dejamos de hacerlo dentro de {optOutWithinBusinessDays} días hábiles.",
        "Si usted nos escribe por mensaje de texto, o si nosotros le escribimos sobre su solicitud, guardamos esos mensajes (los suyos y los nuestros, con su fecha y si llegaron) junto con su solicitud, para que nuestro personal pueda leer toda la conversación. Si nos escribe por mensaje de texto sin enviar un formulario, su número de teléfono y sus mensajes son su solicitud. Los mensajes se guardan el mismo tiempo que la solicitud y se eliminan con ella (vea “Cuánto tiempo la guardamos”); si usted nos pide que eliminemos su solicitud, también eliminamos sus mensajes.",
        "Si nos envía fotos o archivos por mensaje de texto, se quedan con nuestro proveedor de mensajes de texto. El servidor de nuestro sitio web nunca los descarga ni los abre: solo guarda los enlaces, que nuestro personal abre en el sistema del proveedor.",
        "Si usted responde {stop}, ponemos su número de teléfono en una lista de números a los que no enviamos mensajes de texto. El número se queda en esa lista aunque se elimine su solicitud, para que nunca le volvamos a enviar mensajes. La lista guarda solo el número y la fecha en que respondió {stop}. Para volver a recibir mensajes, responda {start}.",
      ],
    },
    cookies: {
      heading: "Cookies",
      paragraphs: [
        "El sitio web funciona sin cookies de seguimiento. Mientras usted llena un formulario, el sitio guarda sus respuestas en su propio navegador, para que no las pierda si la página se vuelve a cargar.",
      ],
    },
    "changes-and-contact": {
      heading: "Cambios y contacto",
      paragraphs: [
        "Publicaremos aquí cualquier cambio a esta política, con una nueva fecha. Si tiene preguntas: {howToReach}",
      ],
    },
  },
} satisfies typeof english;
