// Spanish twin of ../workplace-rights.ts: the /es/workplace-rights page. The English module does
// not export its schema, so the data is typed with the English export's type (checked by tsc, not
// parsed at run time); the schema's limits (4 cards, 2 questions of 3 options, minimum lengths,
// questions ending in "?") were checked by hand.
//
// Note: lib/rights-check.ts scores the answers by their English words ("Yes", "Not sure",
// "Afraid to report"). The Spanish options are in the same order: for both questions, the first
// and the third option are the ones that point to a possible claim.

type WorkplaceRights = typeof import("../workplace-rights").workplaceRights;
type WorkplaceRightsLinks = typeof import("../workplace-rights").workplaceRightsLinks;

export const workplaceRights: WorkplaceRights = {
  cards: [
    {
      title: "Trato justo",
      text: "Su empleador no puede tratarlo peor por su raza, sexo, edad (40 años o más), discapacidad, religión, embarazo u otra característica protegida.",
      href: "/services/discrimination",
    },
    {
      title: "Un lugar de trabajo sin acoso",
      text: "Nadie en el trabajo, ni siquiera los clientes, puede acosarlo por su sexo u otra característica protegida. Reportar el acoso está protegido.",
      href: "/services/harassment",
    },
    {
      title: "Todo su pago y sus descansos",
      text: "Horas extra después de 8 horas al día o 40 a la semana, un periodo para comer de 30 minutos en turnos de más de 5 horas y un periodo de descanso pagado de 10 minutos por cada 4 horas.",
      href: "/services/wage-hour",
    },
    {
      title: "Quejarse y tomar licencia",
      text: "No pueden despedirlo por quejarse, por reportar una violación de la ley o por tomar una licencia familiar o médica protegida.",
      href: "/services/wrongful-termination",
    },
  ],
  checkHeading: "Verificación rápida de sus derechos",
  checkIntro:
    "Dos preguntas, más o menos un minuto. Sus respuestas se quedan en su navegador y no se envían a ningún lado.",
  questions: [
    {
      id: "treatment",
      question:
        "¿Lo trataron de manera injusta en el trabajo por ser quien es, o después de que se quejó o pidió que respetaran sus derechos?",
      options: ["Sí", "No", "No lo sé"],
      explanations: {
        Sí: "El trato injusto por una característica protegida, o después de que usted habló, es lo que prohíben las leyes contra la discriminación y las represalias.",
        No: "El trato injusto por otras razones no siempre es ilegal. Si el problema es el pago, los descansos o la seguridad, otras leyes todavía podrían ayudarle.",
        "No lo sé":
          "Es normal. Los patrones y el momento en que pasan las cosas muchas veces muestran lo que está ocurriendo, y un abogado puede ayudarle a verlos.",
      },
    },
    {
      id: "reported",
      question: "¿Reportó el problema a su empleador, o quiso hacerlo pero tuvo miedo?",
      options: ["Sí", "No", "Tengo miedo de reportarlo"],
      explanations: {
        Sí: "Reportar está protegido. Si las cosas empeoraron después de que usted lo reportó, eso puede ser represalia ilegal.",
        No: "Puede tener un reclamo aunque no lo haya reportado. Un reporte por escrito muchas veces ayuda, así que hable con un abogado sobre cómo y cuándo hacerlo.",
        "Tengo miedo de reportarlo":
          "A mucha gente le pasa. La ley lo protege contra las represalias, y un abogado puede ayudarle a reportarlo de forma segura.",
      },
    },
  ],
  resultHeading: "Es posible que tenga un caso válido",
  resultText:
    "Según sus respuestas, podría valer la pena hablar con un abogado laboral. Esta verificación no es asesoría legal: solo un abogado que escuche toda la historia puede decirle cuál es su situación. La revisión de su caso es gratuita y confidencial.",
  faqHeading: "Preguntas sobre sus derechos",
};

/** The words around the cards and the box the page ends with. */
export const workplaceRightsLinks = {
  learnMore: "Más información",
  closingText: "¿Quiere hablarlo con un abogado? La revisión de su caso es gratuita.",
  closingButton: "Obtenga una consulta gratuita",
} as const satisfies Record<keyof WorkplaceRightsLinks, string>;
