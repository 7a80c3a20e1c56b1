import type english from "../en/tools";

// The words of the worker tools in Spanish (see ../en/tools.ts for the placeholders). Dates and
// amounts arrive formatted for es-US ("15 de junio de 2026", "$16.90"); counts of days and weeks
// are written as digits, as the English ones are (a phrase names only its parameters: the page
// receives it as written, scripts/vite-frozen-content-plugin.ts).

export default {
  codeNames: {
    "Government Code": "Código de Gobierno",
    "Labor Code": "Código Laboral",
    "Code of Civil Procedure": "Código de Procedimiento Civil",
    "Business and Professions Code": "Código de Negocios y Profesiones",
  },
  citation: (code: string, section: string) => `artículo ${section} del ${code}`,
  // "un plazo más corto, de un año": Spanish puts the period after the noun with "de".
  periodAsAdjective: (period: string) => `de ${period}`,

  situations: {
    discrimination: {
      label: "Me trataron peor por ser quien soy",
      hint: "Por ejemplo, por mi raza, sexo, edad, discapacidad, embarazo, religión u orientación sexual",
    },
    harassment: {
      label: "Sufrí acoso en el trabajo",
      hint: "Acoso sexual, insultos ofensivos, amenazas o un ambiente de trabajo hostil",
    },
    "feha-retaliation": { label: "Me castigaron por quejarme de discriminación o acoso" },
    wages: {
      label: "No me pagaron todo mi salario",
      hint: "Horas u horas extra sin pagar, periodos para comer o de descanso que no tuve, pago por debajo del salario mínimo",
    },
    "final-pay": {
      label: "Ya no trabajo ahí (me despidieron o renuncié) y mi pago final llegó tarde o nunca llegó",
    },
    "fired-for-reporting": {
      label: "Me despidieron o me castigaron por denunciar algo",
      hint: "Un problema de seguridad, salarios no pagados, fraude u otra violación de la ley",
    },
    "fired-for-leave": {
      label: "Me despidieron o me castigaron por tomar o pedir una licencia",
      hint: "Licencia familiar, médica o por embarazo",
    },
  },

  rules: {
    "crd-complaint": {
      title: "Queja ante el Departamento de Derechos Civiles de California",
      where: "Departamento de Derechos Civiles (CRD)",
      rule: "Tiene {period} desde el último acto de discriminación, acoso o represalias para presentar una queja ante el CRD; después de que el CRD le dé un aviso de derecho a demandar, tiene {suePeriod} para presentar una demanda.",
      exception:
        "Si se enteró del acto más tarde, o era menor de {adultAge} años, es posible que tenga más tiempo.",
    },
    "eeoc-charge": {
      title: "Cargo ante la EEOC federal",
      where: "Comisión para la Igualdad de Oportunidades en el Empleo (EEOC) de EE. UU.",
      rule: "Para un reclamo bajo la ley federal, en California tiene {period} para presentar un cargo (una queja) ante la EEOC; una queja presentada ante el CRD normalmente también queda presentada ante la EEOC.",
      exception:
        "Si el acoso continuó durante un tiempo, el cargo está a tiempo si cualquiera de los incidentes ocurrió dentro de esos {period}.",
    },
    "pay-stub-penalty": {
      title: "Multas por talones de pago que faltan o tienen errores",
      where: "Oficina del Comisionado Laboral (DLSE) o Corte Superior",
      rule: "Si su empleador no le dio talones de pago, o se los dio con información incorrecta o incompleta, las multas que fija la ley por eso se deben reclamar dentro de {period}.",
      exception:
        "Este plazo es más corto que el plazo para reclamar los salarios no pagados, por eso lo mostramos primero.",
    },
    "paga-notice": {
      title: "Aviso al estado para reclamar multas laborales (Ley de Procuradores Generales Privados, PAGA)",
      where: "Agencia de Trabajo y Desarrollo Laboral de California (LWDA) y su empleador",
      rule: "Para pedir las multas que el estado puede cobrar por violaciones de la ley laboral, para usted y sus compañeros de trabajo, hay que enviar un aviso por escrito a la agencia del estado y a su empleador dentro de {period} desde la violación, antes de una demanda.",
      exception:
        "Normalmente un abogado envía este aviso. Para reclamar sus propios salarios no pagados hay más tiempo.",
    },
    "oral-promise-wages": {
      title: "Pago prometido solo de palabra",
      where: "Oficina del Comisionado Laboral (DLSE) o Corte Superior",
      rule: "Si le prometieron solo de palabra (no por escrito) un pago más alto que el salario mínimo, puede reclamar ese pago dentro de {period} desde cada día de pago.",
      exception:
        "Mostramos primero esta fecha más corta porque no podemos saber si la promesa fue por escrito; para reclamar el pago que exige la ley, como el salario mínimo y las horas extra, tiene {wageClaimPeriod}.",
    },
    "wage-claim": {
      title: "Reclamo salarial ante el Comisionado Laboral o en la corte",
      where: "Oficina del Comisionado Laboral (DLSE) o Corte Superior",
      rule: "La mayoría de los reclamos por salarios no pagados, horas extra y pagos adicionales por periodos para comer o de descanso se pueden presentar dentro de {period} desde cada día de pago.",
      exception:
        "Cada día de pago tiene su propio plazo, así que las semanas sin pagar más antiguas vencen primero.",
    },
    "ucl-wages": {
      title: "Reclamo en la corte bajo la Ley de Competencia Desleal",
      where: "Corte Superior",
      rule: "Una demanda bajo la Ley de Competencia Desleal (Unfair Competition Law) de California puede recuperar salarios no pagados de hasta {period} atrás.",
      exception:
        "Solo sirve para un caso en la corte y recupera salarios, no multas. No se puede presentar contra un empleador público.",
    },
    "final-pay": {
      title: "Reclamo por pago final tardío (multa por tiempo de espera)",
      where: "Oficina del Comisionado Laboral (DLSE) o Corte Superior",
      rule: "Cuando un empleador no paga a propósito el salario final a tiempo, puede deberle como multa hasta {penaltyDays} de su salario diario, y usted tiene {period} para reclamarla.",
      exception:
        "El pago final se debe el último día de trabajo si lo despidieron, y dentro de {quitHours} si renunció sin avisar. Las ciudades y los condados no deben esta multa.",
    },
    "retaliation-complaint": {
      title: "Queja por represalias ante el Comisionado Laboral",
      where: "Oficina del Comisionado Laboral (DLSE)",
      rule: "Si lo despidieron o lo castigaron por reportar una violación de la ley laboral o por ejercer un derecho en el trabajo, tiene {period} para presentar una queja por represalias.",
      exception: "Este plazo es corto; una demanda por el mismo despido puede dar más tiempo.",
    },
    whistleblower: {
      title: "Demanda por represalias contra un denunciante",
      where: "Corte Superior",
      rule: "Si lo castigaron por denunciar lo que usted creía que era una violación de la ley, ante una agencia o ante alguien en el trabajo que podía corregirla, por lo general tiene {period} para demandar.",
      exception:
        "Una queja ante el Comisionado Laboral por los mismos hechos tiene un plazo más corto, {complaintPeriodAdjective}.",
    },
    "wrongful-termination": {
      title: "Demanda por despido por una razón que la ley prohíbe",
      where: "Corte Superior",
      rule: "Si lo despidieron por una razón que la ley prohíbe, como negarse a violar la ley o reportar un peligro, tiene {period} para demandar.",
      exception: "Este reclamo no se puede presentar contra un empleador público.",
    },
    fmla: {
      title: "Demanda bajo la Ley de Licencia Familiar y Médica (FMLA) federal",
      where: "Corte federal o estatal",
      rule: "Si su empleador le negó la licencia familiar o médica federal, interfirió con ella o lo castigó por tomarla, tiene {period} para demandar.",
      exception: "Tiene {willfulPeriod} si el empleador violó la ley a propósito.",
    },
    "government-claim": {
      title: "Reclamo por escrito a un empleador público",
      where: "La agencia pública para la que trabajó",
      rule: "Antes de demandar por dinero a una ciudad, un condado, una agencia estatal o un distrito escolar, normalmente debe presentarle un reclamo por escrito dentro de {period}.",
      exception:
        "Los reclamos bajo la ley de derechos civiles de California (discriminación, acoso y castigos por quejarse de ellos) y los reclamos por salarios no pagados normalmente no lo necesitan, pero algunas ciudades tienen sus propias reglas para los reclamos. Un reclamo por castigarlo por denunciar algo normalmente sí lo necesita.",
    },
    "federal-eeo": {
      title: "Contacto con el consejero de EEO de su agencia",
      where: "La oficina de igualdad de oportunidades en el empleo (EEO) de su agencia",
      rule: "Si trabaja para el gobierno federal, normalmente debe comunicarse con el consejero de EEO de su agencia dentro de {period} de lo que pasó (si lo despidieron o tomaron otra decisión, desde el día en que se lo dijeron).",
      exception:
        "Solo para empleados federales, y es mucho más corto que los demás plazos. Por lo general, el Departamento de Derechos Civiles y el Comisionado Laboral de California no pueden tomar el caso de un empleado federal.",
    },
  },

  addedBecause: {
    governmentClaim:
      "Lo mostramos porque nos dijo que lo castigaron por denunciar algo: un reclamo de denunciante contra un empleador público normalmente necesita primero este reclamo por escrito.",
    federalUnsure:
      "Lo mostramos porque no sabe con certeza quién era su empleador: si era el gobierno federal, este paso va primero.",
  },

  federal: {
    note: "Los empleados federales tienen un primer paso distinto y mucho más corto para la discriminación, el acoso y las represalias. Mostramos también los demás plazos por si se aplican a su caso, pero los reclamos federales sobre salarios, licencias y denuncias siguen reglas federales con sus propios plazos, que esta herramienta no calcula. Llámenos y revisaremos los suyos.",
  },

  deadlineTool: {
    formLabel: "Su situación",
    situationsLegend: "¿Qué pasó?",
    dateLabel: "¿Cuándo pasó?",
    dateHint: "Primero elija qué pasó, y le diremos qué fecha necesitamos.",
    dateQuestions: {
      "last-incident": {
        label: "¿Cuándo pasó por última vez?",
        hint: "El día del último incidente.",
        part: "el último incidente de acoso",
      },
      decision: {
        label: "¿Cuándo le comunicaron la decisión?",
        hint: "El día en que le dijeron que lo despedían, le bajaban de puesto, no lo ascendían o lo castigaban, aunque la decisión empezara a aplicarse más tarde. Si hubo más de una decisión, la fecha de la primera. Si solo sabe su último día de trabajo, es posible que se lo hayan dicho antes: escriba el día más temprano en que pudieron decírselo.",
        part: "el día en que le comunicaron la primera decisión (un despido, una bajada de puesto, un castigo)",
      },
      "first-payday": {
        label: "¿Cuándo le pagaron menos de lo que le debían por primera vez?",
        hint: "Cada día de pago tiene su propio plazo, así que el pago más antiguo vence primero: escriba el primer día de pago.",
        part: "el primer día de pago en que le pagaron menos de lo que le debían",
      },
      "pay-due": {
        label: "¿Cuál fue su último día de trabajo?",
        hint: "Su pago final se debía ese día o poco después.",
        part: "su último día de trabajo (para su pago final)",
      },
    },
    severalDatesLabel: "¿Cuál es la más temprana de estas fechas?",
    severalDatesHint: (parts: string) =>
      `Contamos todos los plazos desde esa fecha, para que ninguno salga demasiado tarde: ${parts}.`,
    notSureDate: "Si tiene dudas, elija el día más temprano en que pudo haber sido.",
    lastDayLabel: "Si lo despidieron: su último día de trabajo (opcional)",
    lastDayHint:
      "El Departamento de Derechos Civiles de California cuenta desde su último día; los plazos federales cuentan desde el día en que se lo dijeron. Déjelo en blanco si no lo despidieron, o si antes del despido hubo otra decisión, como bajarlo de puesto, o si su último día todavía no ha llegado.",
    cityClaimsNote:
      "Algunas ciudades y condados tienen sus propios plazos para los reclamos por escrito sobre pagos que ellos deben, y pueden ser más cortos que las fechas de aquí. Llámenos y revisaremos los suyos.",
    publicLegend: "¿Su empleador era una agencia del gobierno?",
    publicHint:
      "Por ejemplo, una ciudad, un condado, una agencia estatal, una escuela o universidad pública, un hospital público o una agencia federal.",
    employerOptions: {
      private: "No, un empleador privado",
      public:
        "Sí, el Estado de California u otra agencia pública (por ejemplo, un departamento del estado, una escuela o universidad pública, un hospital público o un distrito de agua)",
      "city-county": "Sí, una ciudad, un condado o un pueblo de California",
      federal:
        "Sí, el gobierno de EE. UU. (una agencia federal, el Servicio Postal o un trabajo civil con las fuerzas armadas)",
      unsure: "No lo sé",
    },
    unsureNote:
      "Como no lo sabe con certeza, incluimos las reglas para los empleadores privados y para los del gobierno. Es posible que algunas no se apliquen a su caso.",
    tooEarly: (year: number) => `Por favor, escriba una fecha de ${year} en adelante.`,
    allPassedHeading: "Es posible que los plazos habituales ya hayan vencido",
    allPassedText:
      "Algunas reglas pausan o extienden el plazo, así que no se rinda todavía. Llámenos al {phone}, o pida una revisión gratuita de su caso y revisaremos sus fechas.",
    allPassedSummary:
      "Todos los plazos que encontramos ya vencieron. Algunas reglas pausan el plazo, así que llámenos para revisarlo.",
    urgentSummary: (days: number) => ` Uno de ellos vence en menos de ${days} días.`,
    needsAnswers: "Elija al menos una situación y una fecha para ver sus plazos.",
    noneFound:
      "Ninguno de los plazos que calcula esta herramienta se aplica a estas respuestas, pero puede haber otras reglas. Llámenos y revisaremos los suyos.",
    futureDate: "La fecha no puede ser en el futuro.",
    resultsHeading: "Plazos que podrían aplicarse",
    dueOn: "Fecha límite:",
    where: "Dónde",
    lawLabel: "Ley",
    daysLeft: (n: number) =>
      n === 0 ? "Hoy es el último día" : n === 1 ? "Queda 1 día" : `Quedan ${n} días`,
    passed: (n: number) => (n === 1 ? "Venció hace 1 día" : `Venció hace ${n} días`),
    passedNote:
      "Que una fecha haya pasado no siempre pone fin a un reclamo: algunas reglas pausan el plazo. Un abogado puede revisarlo.",
    urgentHeading: (days: number) => `Es posible que un plazo venza en menos de ${days} días`,
    urgentText:
      "No espere. Llámenos hoy al {phone}, o pida ahora una revisión gratuita de su caso y revisaremos las fechas con usted.",
    summary: (n: number, earliest: string) =>
      n === 1
        ? `Podría aplicarse un plazo. Su fecha límite es el ${earliest}.`
        : `Podrían aplicarse ${n} plazos. El más próximo es el ${earliest}.`,
    addToReview: "Agregar esto a la revisión gratuita de mi caso",
    addedHint:
      "La revisión de su caso se abre con sus respuestas ya escritas. Puede cambiarlas antes de enviarla.",
    weekendNote:
      "Las fechas no se cambian por fines de semana ni días festivos. Presente su reclamo mucho antes del último día.",
    noScript:
      "Esta herramienta necesita JavaScript. Llámenos al {phone} y calcularemos sus plazos con usted.",
  },

  deadlineList: {
    heading: "Los plazos que calcula esta herramienta",
    intro:
      "Estos son los plazos generales que la herramienta cuenta desde el día en que empieza cada uno: el último incidente de acoso, el día en que le comunicaron una decisión como un despido (para una queja ante el Departamento de Derechos Civiles de California, su último día de trabajo) o el primer día de pago en que le pagaron menos de lo que le debían. Cuáles se aplican a su caso depende de lo que pasó y de quién era su empleador, y algunas reglas pueden pausar o extender el plazo.",
    where: "Dónde",
    period: "Plazo",
    law: "Ley",
  },

  deadlineReview: {
    incident: (day: string) => `De la herramienta de plazos: contado desde el ${day}.`,
    lastDay: (day: string) => `Último día de trabajo: ${day}.`,
    happened: (labels: string) => `Qué pasó: ${labels}.`,
    earliest: (title: string, due: string) => `Plazo más próximo que podría aplicarse: ${title}, ${due}.`,
  },

  wageTool: {
    formLabel: "Su pago y sus horas",
    rateLabel: "Su pago por hora, en dólares",
    rateHint: "Antes de impuestos, por ejemplo 18.50.",
    modeLegend: "¿Cómo quiere anotar sus horas?",
    modeSimple: "Las mismas horas cada día de trabajo",
    modeDays: "Las horas de cada día de una semana normal",
    daysPerWeek: "Días trabajados cada semana",
    hoursPerDay: "Horas trabajadas cada día",
    dayHoursLegend: "Horas trabajadas cada día de una semana normal",
    dayHoursHint:
      "Empiece con el primer día de la semana laboral de su empleador. Deje vacío el día que no trabajó.",
    dayLabel: (n: number) => `Día ${n}`,
    extraLegend: "¿Cómo le pagaron las horas después de {dayHours} al día o de {weekHours} a la semana?",
    extraOptions: {
      none: "No me las pagaron",
      straight: "A mi pago normal por hora",
      overtime: "A tiempo y medio",
    },
    mealsLabel: "Días de trabajo por semana en que no tuvo su periodo para comer",
    restsLabel: "Días de trabajo por semana en que no tuvo su periodo de descanso",
    weeksLabel: "¿Cuántas semanas trabajó así?",
    weeksHint: "Hasta {maxWeeks} semanas ({lookBack}).",
    lastWeekLabel: "Último día de la última de esas semanas",
    lastWeekHint: "Déjelo vacío para usar su último día de trabajo si ya no trabaja ahí, o la fecha de hoy.",
    oldWeeks:
      "Algunas de estas semanas tienen más de {wageClaimPeriod}. El pago que se debía antes del {from} podría ser demasiado antiguo para un reclamo salarial; un reclamo en la corte bajo la Ley de Competencia Desleal puede cubrir hasta {lookBack} atrás, solo para salarios.",
    cityLabel: "Ciudad donde trabajó (opcional)",
    cityHint: "Algunas ciudades tienen un salario mínimo más alto que el del estado.",
    noCity: "Otra ciudad, o no lo sé (salario mínimo estatal)",
    leavingLegend: "¿Terminó este trabajo?",
    leftLabel: "Ya no trabajo ahí (me despidieron o renuncié)",
    leftOnLabel: "Su último día de trabajo",
    notPaidYetLabel: "No he recibido mi pago final",
    finalPayLabel: "Día en que recibió su pago final",
    calculate: "Ver mi cálculo aproximado",
    resultsHeading: "Su cálculo aproximado",
    before: "Anote su pago y sus horas, y luego elija Ver mi cálculo aproximado.",
    fixErrors: "Algunas respuestas necesitan un cambio. Por favor, lea los mensajes en el formulario.",
    summary: (total: string, lines: number) =>
      lines === 0
        ? "Con estas respuestas no encontramos nada sin pagar. Si sus talones de pago muestran otra cosa, llámenos."
        : `Es posible que le deban aproximadamente ${total}.`,
    totalLabel: "Total aproximado",
    lineTitles: {
      "minimum-wage": "Pago por debajo del salario mínimo",
      overtime: "Horas extra no pagadas",
      "double-time": "Tiempo doble no pagado",
      "meal-premiums": "Periodos para comer que no tuvo",
      "rest-premiums": "Periodos de descanso que no tuvo",
      "waiting-time": "Multa por pago final tardío",
    },
    lineRules: {
      "minimum-wage":
        "Cada hora se debe pagar por lo menos al salario mínimo del estado, o al de la ciudad si es más alto (artículo 1182.12 del Código Laboral).",
      overtime:
        "Tiempo y medio después de {dayHours} horas en un día, después de {weekHours} en una semana, y por las primeras {seventhDayHours} horas del séptimo día seguido de trabajo (artículo 510 del Código Laboral).",
      "double-time":
        "Tiempo doble después de {doubleAfterHours} horas en un día y después de {seventhDayHours} horas en el séptimo día seguido de trabajo (artículo 510 del Código Laboral).",
      "meal-premiums":
        "Un pago adicional de una hora de salario por cada día de trabajo en que no tuvo su periodo para comer (artículo 226.7 del Código Laboral).",
      "rest-premiums":
        "Un pago adicional de una hora de salario por cada día de trabajo en que no tuvo su periodo de descanso (artículo 226.7 del Código Laboral).",
      "waiting-time":
        "Si el empleador no pagó a tiempo a propósito, el salario de un día por cada día de retraso del pago final, hasta {penaltyDays} (artículo 203 del Código Laboral). Si usted renunció sin avisar, el empleador tenía {quitHours}, así que la multa podría ser de hasta {quitDays} menos.",
    },
    addToReview: "Agregar esto a la revisión gratuita de mi caso",
    addedHint:
      "La revisión de su caso se abre con sus respuestas ya escritas. Puede cambiarlas antes de enviarla.",
    earlyWeeks: (weeks: number, from: string) =>
      `${weeks === 1 ? "Una semana comenzó" : `${weeks} semanas comenzaron`} antes del ${from}, la fecha del salario mínimo estatal más antiguo que tiene esta calculadora; para esas semanas no cuenta ningún pago por debajo del salario mínimo. Un abogado puede revisarlas.`,
    lastKnownMinimum: (weeks: number, changedOn: string) =>
      `El salario mínimo cambió el ${changedOn} y esta calculadora todavía no tiene la nueva cantidad. Para ${weeks === 1 ? "una semana" : `${weeks} semanas`} a partir de ese día usa la última cantidad que conoce, así que su cálculo aproximado podría quedar bajo. Consulte la nueva cantidad en `,
    lastKnownMinimumAnd: " y ",
    noScript: "Esta calculadora necesita JavaScript. Llámenos al {phone} y revisaremos su pago con usted.",
  },

  wageList: {
    heading: "Lo que cuenta esta calculadora",
    intro:
      "La calculadora aplica estas reglas de California al pago y las horas que usted anote. No cuenta todos los reclamos que podría tener, como las multas por errores en los talones de pago.",
    law: "Ley",
    rules: {
      "minimum-wage": {
        title: "Salario mínimo",
        text: "Cada hora se debe pagar por lo menos al salario mínimo: el del estado, o el de su ciudad si es más alto. Usted puede reclamar la diferencia.",
      },
      overtime: {
        title: "Horas extra y tiempo doble",
        text: "Tiempo y medio después de {dayHours} horas en un día, después de {weekHours} en una semana, y por las primeras {seventhDayHours} horas del séptimo día seguido de trabajo; tiempo doble después de {doubleAfterHours} horas en un día y después de {seventhDayHours} horas en el séptimo día seguido de trabajo.",
      },
      "break-premiums": {
        title: "Periodos para comer y de descanso que no tuvo",
        text: "Un pago adicional de una hora de salario por cada día de trabajo en que no tuvo su periodo para comer, y otro por cada día de trabajo en que no tuvo su periodo de descanso.",
      },
      "waiting-time": {
        title: "Pago final tardío (multa por tiempo de espera)",
        text: "Si el empleador no le pagó a tiempo a propósito su salario final, el salario de un día por cada día de retraso, hasta {penaltyDays}.",
      },
    },
    ratesCaption: "El salario mínimo de California que usa la calculadora",
    ratesFrom: "Vigente desde",
    ratesRate: "Salario mínimo estatal",
    ratesSmallEmployer: (rate: string, maxEmployees: number) =>
      `${rate} para empleadores con ${maxEmployees} empleados o menos`,
    ratesSmallEmployerNote:
      "Cuando el salario mínimo del estado dependía del número de empleados, la calculadora usa el más bajo, porque no pregunta cuántos empleados tenía su empleador.",
    ratesNote: (from: string) =>
      `Si elige una ciudad con un salario mínimo más alto, la calculadora usa el de la ciudad. Para las semanas antes del ${from} no cuenta ningún pago por debajo del salario mínimo.`,
    ratesChanged: (date: string, rate: string) =>
      `El salario mínimo estatal cambió el ${date} y la nueva cantidad todavía no está en esta tabla. Para las semanas a partir de ese día, la calculadora usa ${rate}, la última cantidad que conoce, así que su cálculo aproximado podría quedar bajo. Consulte la nueva cantidad en `,
  },

  wageReview: (input: { rate: string; weeks: number; lines: string[]; total: string }) =>
    `De la calculadora de salarios: ${input.rate} por hora, ${input.weeks === 1 ? "1 semana" : `${input.weeks} semanas`}. ${input.lines.join("; ")}. Total aproximado: ${input.total}.`,
} satisfies typeof english;
