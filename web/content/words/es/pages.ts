import type english from "../en/pages";

// The words of content/pages.ts in Spanish: head text and opening copy of the fixed pages, by
// page key. The placeholders are the English catalog's. Limits (content/pages.ts checks them in
// the Spanish build too): title at most 70 characters, description 50 to 160, after filling in.
export default {
  pages: {
    home: {
      title: "Abogados laborales de California para trabajadores",
      description:
        "¿Sufrió acoso, le pagaron de menos o lo despidieron injustamente? Pida una revisión gratuita y confidencial o llámenos. No cobramos si no recuperamos dinero.",
      heading: "¿Problemas en el trabajo? Usted tiene derechos en California.",
      intro:
        "Si sufrió acoso, le pagaron menos de lo que ganó o lo despidieron por una razón que la ley prohíbe, cuéntenos qué pasó. La revisión es gratuita. {whoReadsRequests}",
    },
    services: {
      title: "Nuestras áreas de práctica",
      description:
        "Los {serviceCount} tipos de casos laborales que aceptamos de trabajadores de California: discriminación, acoso sexual, salarios y horarios, y despido ilegal.",
      heading: "Cómo ayudamos a los trabajadores de California",
      intro:
        "Representamos a empleados, nunca a empleadores. Elija el problema que más se parezca al suyo para saber qué dice la ley y qué puede hacer.",
    },
    results: {
      title: "Resultados de casos",
      description:
        "Ejemplos de casos que llevamos para trabajadores de California. Cada caso es distinto. {priorResultsDisclaimer}",
      heading: "Resultados de casos",
      intro:
        "Estos ejemplos muestran el tipo de casos que llevamos. Cada caso depende de sus propios hechos. {priorResultsDisclaimer}",
    },
    attorneys: {
      title: "Nuestros abogados",
      description:
        "Conozca a los abogados laborales de nuestro bufete: su formación, los tipos de casos en los que se enfocan y cómo trabajan con cada cliente.",
      heading: "Nuestros abogados",
      intro: "Representamos a trabajadores, nunca a empleadores. {whoReadsRequests}",
    },
    "workplace-rights": {
      title: "Conozca sus derechos en el trabajo",
      description:
        "Una guía breve de sus derechos en el trabajo en California, con un cuestionario de dos preguntas que le indica si puede valer la pena hablar con un abogado.",
      heading: "Conozca sus derechos en el trabajo",
      intro:
        "California protege a los trabajadores más que la mayoría de los estados. Aquí tiene un resumen breve y un cuestionario rápido que puede responder en menos de un minuto.",
    },
    about: {
      title: "Sobre nuestro bufete",
      description:
        "Quiénes somos, a quién representamos y cómo trabajamos: un bufete laboral de {city} que representa a trabajadores de California, y solo a trabajadores.",
      heading: "Sobre nuestro bufete",
      intro:
        "Somos abogados laborales y representamos a trabajadores. Primero escuchamos, le explicamos sus opciones con honestidad y le decimos si no podemos ayudarle.",
    },
    "case-review": {
      title: "Revisión gratuita de su caso",
      description: "Cuéntenos qué pasó en el trabajo. {whoReadsRequests}",
      heading: "Revisión gratuita de su caso",
      intro:
        "Responda unas pocas preguntas breves sobre lo que pasó. Toma unos dos minutos y todo lo que nos cuente se mantiene confidencial.",
    },
    form: {
      title: "Contáctenos para una revisión gratuita de su caso",
      description:
        "Contacte a nuestros abogados laborales: describa su problema en el trabajo en un formulario breve o llámenos. La revisión es gratuita y confidencial.",
      heading: "Contáctenos",
      intro: "Llene el formulario breve de abajo o llámenos. {whoReadsRequests}",
    },
    "thank-you": {
      title: "Gracias: recibimos su solicitud",
      description:
        "Su solicitud de revisión llegó a nuestro equipo. Aquí le explicamos qué sigue y cómo llamarnos antes si algo es urgente.",
      heading: "Gracias. Recibimos su solicitud.",
      intro:
        "{whoReadsRequests} Si su situación es urgente, llámenos ahora y díganos que envió el formulario.",
    },
    book: {
      title: "Reserve una llamada gratuita",
      description:
        "Reserve una llamada gratuita, en inglés o en español, con nuestro equipo: elija la hora que le convenga o pida que le llamemos pronto.",
      heading: "Reserve una llamada gratuita",
      intro:
        "Díganos cómo comunicarnos con usted y elija una hora, o deje que le llamemos lo antes posible. La llamada es gratuita y no tiene ninguna obligación.",
    },
    "book-scheduler": {
      title: "Programe una llamada",
      description:
        "Elija una hora para una llamada gratuita con nuestro equipo sobre su problema en el trabajo. La página para programar se abre en otra pestaña.",
      heading: "Programe una llamada",
      intro:
        "Elija la hora que le convenga para una llamada gratuita con nuestro equipo. La página para programarla se abre en una pestaña nueva.",
    },
    booking: {
      title: "Su llamada con nuestro equipo",
      description:
        "Vea la hora de la llamada que reservó con nuestro equipo, cámbiela a otra hora o cancélela, con el enlace de su mensaje de confirmación.",
      heading: "Su llamada con nuestro equipo",
      intro: "Aquí puede ver cuándo le llamaremos, cambiar la llamada a otra hora o cancelarla.",
    },
    agreement: {
      title: "Su acuerdo de honorarios",
      description:
        "Lea el acuerdo de honorarios que le envió nuestro bufete y fírmelo en línea si lo acepta, con el enlace de su mensaje. No tiene que firmarlo.",
      heading: "Su acuerdo de honorarios",
      intro:
        "Aquí puede leer el acuerdo de honorarios que le enviamos y firmarlo si lo acepta. Tómese su tiempo: no tiene que firmarlo, y puede llamarnos antes con cualquier pregunta.",
    },
    privacy: {
      title: "Política de privacidad",
      description:
        "Qué datos personales recopilan nuestro sitio web y nuestros formularios, por qué, quién los recibe, cuánto tiempo los guardamos y cómo usar sus derechos.",
      heading: "Política de privacidad",
      intro:
        "Esta política explica qué recopilamos cuando usa este sitio web o nos envía un formulario, por qué, quién lo ve y qué opciones tiene.",
    },
    terms: {
      title: "Términos y condiciones",
      description:
        "Términos de uso del sitio: navegar o enviar un formulario no crea una relación abogado-cliente. Ley de California y cortes del condado de {venueCounty}.",
      heading: "Términos y condiciones",
      intro: "Al usar este sitio web, usted acepta estos términos. Por favor, léalos; son breves.",
    },
    accessibility: {
      title: "Declaración de accesibilidad",
      description:
        "Nuestro compromiso con un sitio web accesible para todos, la norma WCAG {wcagVersion} {wcagLevel} que seguimos y cómo avisarnos de una barrera que encontró.",
      heading: "Declaración de accesibilidad",
      intro:
        "Todas las personas deben poder encontrar ayuda en este sitio, incluidas las que usan un lector de pantalla, un teclado o el zoom.",
    },
    disclaimer: {
      title: "Aviso legal",
      description:
        "Este sitio web ofrece información general, no asesoría legal. Leerlo o comunicarse con nosotros no crea una relación abogado-cliente.",
      heading: "Aviso legal",
      intro:
        "La información de este sitio web es general. No es asesoría legal para su situación y no nos convierte en sus abogados.",
    },
    tools: {
      title: "Herramientas gratuitas para trabajadores de California",
      description:
        "Dos herramientas gratuitas: vea qué plazos para presentar un reclamo pueden aplicarse a su caso y calcule los salarios y multas que le podrían deber.",
      heading: "Herramientas gratuitas: ¿cuál es su situación?",
      intro:
        "Dos herramientas rápidas responden lo que más nos preguntan los trabajadores: ¿es demasiado tarde? y ¿cuánto me podrían deber? Ambas dan cálculos aproximados según reglas generales, no asesoría legal.",
    },
    "tools-deadlines": {
      title: "Plazos para presentar un reclamo en California: cálculo aproximado",
      description:
        "Elija qué pasó en el trabajo y la última fecha en que pasó. Vea qué plazos pueden aplicarse, sus fechas, los días que quedan y dónde presentar su reclamo.",
      heading: "¿Es demasiado tarde? Plazos para presentar un reclamo",
      intro:
        "La mayoría de los reclamos laborales deben presentarse dentro de un tiempo fijo. Díganos qué pasó y cuándo, y le mostraremos los plazos que pueden aplicarse a su caso.",
    },
    "tools-wage-calculator": {
      title: "Calculadora de salarios no pagados para trabajadores de California",
      description:
        "Calcule horas extra, tiempo doble, pagos por periodos para comer y de descanso que no le dieron, salario mínimo que le falta y multas por pago final tardío.",
      heading: "¿Cuánto me podrían deber? Calculadora de salarios",
      intro:
        "Escriba cuánto le pagan y sus horas habituales. La calculadora aplica las reglas de California sobre horas extra, periodos para comer y de descanso, y pago final, y muestra cada paso del cálculo.",
    },
    blog: {
      title: "Blog sobre derechos en el trabajo",
      description:
        "Artículos sencillos sobre la ley laboral de California: salario mínimo, horas extra, trabajo por aplicaciones, trabajo remoto, IA en el trabajo y sus derechos.",
      heading: "Blog sobre derechos en el trabajo",
      intro:
        "Artículos en lenguaje sencillo sobre sus derechos en el trabajo en California, que mantenemos al día.",
    },
  },
  backHome: "Volver al inicio",
} satisfies typeof english;
