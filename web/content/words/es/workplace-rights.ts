import type english from "../en/workplace-rights";

// The Spanish words of the /workplace-rights page and its Quick Rights Check, with the same keys
// as ../en/workplace-rights.ts. The options of a question must read differently from each other:
// the check scores an answer by its label (lib/rights-check.ts).
export default {
  cards: {
    discrimination: {
      title: "Trato justo",
      text: "Su empleador no puede tratarlo peor por su raza, sexo, edad (40 años o más), discapacidad, religión, embarazo u otra característica protegida.",
    },
    harassment: {
      title: "Un lugar de trabajo sin acoso",
      text: "Nadie en el trabajo, ni siquiera los clientes, puede acosarlo por su sexo u otra característica protegida. Reportar el acoso está protegido.",
    },
    "wage-hour": {
      title: "Todo su pago y sus descansos",
      text: "Horas extra después de 8 horas al día o 40 a la semana, un periodo para comer de 30 minutos en turnos de más de 5 horas y un periodo de descanso pagado de 10 minutos por cada 4 horas.",
    },
    "wrongful-termination": {
      title: "Quejarse y tomar una licencia",
      text: "No pueden despedirlo por quejarse, por reportar una violación de la ley o por tomar una licencia familiar o médica protegida.",
    },
  },
  checkHeading: "Verificación rápida de sus derechos",
  checkIntro:
    "Dos preguntas, más o menos un minuto. Sus respuestas se quedan en su navegador y no se envían a ningún lado.",
  questions: {
    treatment: {
      question:
        "¿Lo trataron de manera injusta en el trabajo por ser quien es, o después de que se quejó o pidió que respetaran sus derechos?",
      options: {
        yes: {
          label: "Sí",
          explanation:
            "El trato injusto por una característica protegida, o después de que usted se quejó, es lo que prohíben las leyes contra la discriminación y las represalias.",
        },
        no: {
          label: "No",
          explanation:
            "El trato injusto por otras razones no siempre es ilegal. Si el problema es el pago, los descansos o la seguridad, otras leyes todavía podrían ayudarle.",
        },
        "not-sure": {
          label: "No lo sé",
          explanation:
            "Es normal. Los patrones y el momento en que pasan las cosas muchas veces muestran lo que está ocurriendo, y un abogado puede ayudarle a verlos.",
        },
      },
    },
    reported: {
      question: "¿Reportó el problema a su empleador, o quiso hacerlo pero tuvo miedo?",
      options: {
        yes: {
          label: "Sí",
          explanation:
            "Reportar está protegido. Si las cosas empeoraron después de que usted lo reportó, eso puede ser represalia ilegal.",
        },
        no: {
          label: "No",
          explanation:
            "Puede tener un reclamo aunque no lo haya reportado. Decírselo de palabra a un supervisor o a recursos humanos también cuenta como reportarlo y está protegido; un reporte por escrito muchas veces ayuda a demostrarlo, así que hable con un abogado sobre cómo y cuándo hacerlo.",
        },
        afraid: {
          label: "Tengo miedo de reportarlo",
          explanation:
            "A mucha gente le pasa. La ley lo protege contra las represalias, y un abogado puede ayudarle a reportarlo de forma segura.",
        },
      },
    },
  },
  resultHeading: "Es posible que tenga un caso válido",
  resultText:
    "Según sus respuestas, podría valer la pena hablar con un abogado laboral. Esta verificación no es asesoría legal: solo un abogado que escuche toda la historia puede decirle cuál es su situación. La revisión de su caso es gratuita y confidencial.",
  faqHeading: "Preguntas sobre sus derechos",
  links: {
    learnMore: "Más información",
    closingText: "¿Quiere hablarlo con un abogado? La revisión de su caso es gratuita.",
    closingButton: "Obtenga una consulta gratuita",
  },
} satisfies typeof english;
