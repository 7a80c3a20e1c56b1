import type { DeadlineRuleId, SituationId } from "../../lib/deadlines";
import { formatNumber } from "../../lib/format";
import { site } from "../../lib/site-config";
import type { RuleCopy } from "../tools";

// Spanish twin of ../tools.ts: the words of the worker tools (/tools, /es/tools/deadlines,
// /es/tools/wage-calculator). The rules themselves are in config/deadlines/rules.json and the
// wage data in content/figures. Ids, option keys, statute numbers and URLs stay as in English.
// The dates and amounts the functions below receive are already formatted by the caller, which
// should use Intl with locale "es-US" ("15 de junio de 2026", "$16.90").
export type { RuleCopy };

const leginfo = (code: "LAB" | "GOV" | "BPC" | "CCP", section: string) =>
  `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=${code}&sectionNum=${section}`;

const count = (n: number) => formatNumber(n);

/** What the two tools always say: an estimate, never a promise. */
export const toolCaution =
  "Esto es un cálculo aproximado basado en reglas generales, no es asesoría legal. Sus plazos y montos reales dependen de los hechos de su caso, y algunas reglas pueden pausar o extender el plazo. Hable con un abogado antes de confiar en este resultado.";

export const situationCopy: Record<SituationId, { label: string; hint?: string }> = {
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
  "final-pay": { label: "Dejé mi trabajo y mi pago final llegó tarde o nunca llegó" },
  "fired-for-reporting": {
    label: "Me despidieron o me castigaron por denunciar algo",
    hint: "Un problema de seguridad, salarios no pagados, fraude u otra violación de la ley",
  },
  "fired-for-leave": {
    label: "Me despidieron o me castigaron por tomar o pedir una licencia",
    hint: "Licencia familiar, médica o por embarazo",
  },
};

export const ruleCopy: Record<DeadlineRuleId, RuleCopy> = {
  "crd-complaint": {
    title: "Queja ante el Departamento de Derechos Civiles de California",
    where: "Departamento de Derechos Civiles (CRD)",
    rule: "Tiene tres años desde el último acto de discriminación, acoso o represalias para presentar una queja ante el CRD; después de que el CRD le dé un aviso de derecho a demandar, tiene un año para presentar una demanda.",
    exception: "Si se enteró del acto más tarde, o era menor de 18 años, es posible que tenga más tiempo.",
    statute: { title: "artículo 12960(e) del Código de Gobierno", url: leginfo("GOV", "12960") },
  },
  "eeoc-charge": {
    title: "Cargo ante la EEOC federal",
    where: "Comisión para la Igualdad de Oportunidades en el Empleo (EEOC) de EE. UU.",
    rule: "Para un reclamo bajo la ley federal, en California tiene 300 días para presentar un cargo ante la EEOC; una queja presentada ante el CRD normalmente también queda presentada ante la EEOC por usted.",
    exception:
      "Si el acoso continuó durante un tiempo, el cargo está a tiempo si cualquiera de los incidentes ocurrió dentro de esos 300 días.",
    statute: { title: "42 U.S.C. 2000e-5(e)(1)", url: "https://www.law.cornell.edu/uscode/text/42/2000e-5" },
  },
  "wage-claim": {
    title: "Reclamo salarial ante el Comisionado Laboral o en la corte",
    where: "Oficina del Comisionado Laboral (DLSE) o Corte Superior",
    rule: "La mayoría de los reclamos por salarios no pagados, horas extra y pagos adicionales por periodos para comer o de descanso se pueden presentar dentro de tres años desde cada día de pago.",
    exception:
      "Cada día de pago tiene su propio plazo, así que las semanas sin pagar más antiguas vencen primero.",
    statute: { title: "artículo 338(a) del Código de Procedimiento Civil", url: leginfo("CCP", "338") },
  },
  "ucl-wages": {
    title: "Reclamo en la corte bajo la Ley de Competencia Desleal",
    where: "Corte Superior",
    rule: "Una demanda bajo la Ley de Competencia Desleal (Unfair Competition Law) de California puede recuperar salarios no pagados de hasta cuatro años atrás.",
    exception: "Solo sirve para un caso en la corte y recupera salarios, no multas.",
    statute: { title: "artículo 17208 del Código de Negocios y Profesiones", url: leginfo("BPC", "17208") },
  },
  "final-pay": {
    title: "Reclamo por pago final tardío (multa por tiempo de espera)",
    where: "Oficina del Comisionado Laboral (DLSE) o Corte Superior",
    rule: "Cuando un empleador no paga a propósito el salario final a tiempo, puede deberle como multa hasta 30 días de su salario diario, y usted tiene tres años para reclamarla.",
    exception:
      "El pago final se debe el último día de trabajo si lo despidieron, y dentro de 72 horas si renunció sin avisar.",
    statute: { title: "artículo 203 del Código Laboral", url: leginfo("LAB", "203") },
  },
  "retaliation-complaint": {
    title: "Queja por represalias ante el Comisionado Laboral",
    where: "Oficina del Comisionado Laboral (DLSE)",
    rule: "Si lo despidieron o lo castigaron por reportar una violación de la ley laboral o por ejercer un derecho en el trabajo, tiene un año para presentar una queja por represalias.",
    exception: "Este plazo es corto; una demanda por el mismo despido puede dar más tiempo.",
    statute: { title: "artículo 98.7 del Código Laboral", url: leginfo("LAB", "98.7") },
  },
  whistleblower: {
    title: "Demanda de denunciante",
    where: "Corte Superior",
    rule: "Si lo castigaron por denunciar lo que usted creía que era una violación de la ley, ante una agencia o ante alguien en el trabajo que podía corregirla, por lo general tiene tres años para demandar.",
    exception:
      "Una queja ante el Comisionado Laboral por los mismos hechos tiene un plazo más corto, de un año.",
    statute: { title: "artículo 1102.5 del Código Laboral", url: leginfo("LAB", "1102.5") },
  },
  "wrongful-termination": {
    title: "Demanda por un despido contrario a la política pública",
    where: "Corte Superior",
    rule: "Si lo despidieron por una razón que la ley prohíbe, como negarse a violar la ley o reportar un peligro, tiene dos años para demandar.",
    exception: "Este reclamo no se puede presentar contra un empleador público.",
    statute: { title: "artículo 335.1 del Código de Procedimiento Civil", url: leginfo("CCP", "335.1") },
  },
  fmla: {
    title: "Demanda bajo la Ley de Licencia Familiar y Médica (FMLA) federal",
    where: "Corte federal o estatal",
    rule: "Si su empleador le negó la licencia familiar o médica federal, interfirió con ella o lo castigó por tomarla, tiene dos años para demandar.",
    exception: "Tiene tres años si el empleador violó la ley a propósito.",
    statute: { title: "29 U.S.C. 2617(c)", url: "https://www.law.cornell.edu/uscode/text/29/2617" },
  },
  "government-claim": {
    title: "Reclamo por escrito a un empleador público",
    where: "La agencia pública para la que trabajó",
    rule: "Antes de demandar por dinero a una ciudad, un condado, una agencia estatal o un distrito escolar, normalmente debe presentarle un reclamo por escrito dentro de seis meses.",
    exception:
      "Los reclamos por discriminación, acoso y represalias bajo la ley de California y los reclamos por salarios no pagados normalmente no lo necesitan, pero algunas ciudades tienen sus propias reglas para los reclamos.",
    statute: { title: "artículo 911.2 del Código de Gobierno", url: leginfo("GOV", "911.2") },
  },
};

export const deadlineToolCopy = {
  formLabel: "Su situación",
  situationsLegend: "¿Qué pasó?",
  dateLabel: "¿Cuándo pasó por última vez?",
  dateHint:
    "Si lo despidieron, su último día de trabajo. Si su pago final llegó tarde, el día en que debían pagarle. Si tiene dudas, elija el día más temprano en que pudo haber sido.",
  publicLegend: "¿Su empleador era una agencia del gobierno?",
  publicHint:
    "Por ejemplo, una ciudad, un condado, una agencia estatal, una escuela pública, un colegio o universidad, o un hospital público, o una agencia federal.",
  publicOptions: {
    no: "No, un empleador privado",
    state: "Sí, una ciudad, un condado, una agencia estatal, una escuela u otra agencia local de California",
    federal:
      "Sí, el gobierno de EE. UU. (una agencia federal, el Servicio Postal o un trabajo civil con las fuerzas armadas)",
    unsure: "No lo sé",
  },
  unsureNote:
    "Como no lo sabe con certeza, incluimos las reglas para los empleadores del gobierno de California.",
  federal: {
    heading: "Los empleados federales tienen un primer paso distinto y mucho más corto",
    where: "La oficina de igualdad de oportunidades en el empleo (EEO) de su agencia",
    rule: "Si trabaja para el gobierno federal, normalmente debe comunicarse con el consejero de EEO de su agencia dentro de 45 días de lo que pasó. Por lo general, el Departamento de Derechos Civiles y el Comisionado Laboral de California no pueden tomar su caso.",
    statute: {
      title: "29 CFR 1614.105(a)(1)",
      url: "https://www.ecfr.gov/current/title-29/section-1614.105",
    },
    title: "Contacto con el consejero de EEO de su agencia",
    other:
      "Los reclamos de empleados federales sobre salarios, licencias y denuncias siguen reglas federales con sus propios plazos, que esta herramienta no calcula. Llámenos y revisaremos los suyos.",
  },
  tooEarly: "Por favor, escriba una fecha de 1900 en adelante.",
  allPassedHeading: "Es posible que los plazos habituales ya hayan vencido",
  allPassedText: `Algunas reglas pausan o extienden el plazo, así que no se rinda todavía. Llámenos al ${site.contact.phoneDisplay}, o pida una revisión gratuita de su caso y revisaremos sus fechas.`,
  allPassedSummary:
    "Todos los plazos que encontramos ya vencieron. Algunas reglas pausan el plazo, así que llámenos para revisarlo.",
  urgentSummary: " Uno de ellos vence en menos de 90 días.",
  needsAnswers: "Elija al menos una situación y una fecha para ver sus plazos.",
  futureDate: "La fecha no puede ser en el futuro.",
  resultsHeading: "Plazos que podrían aplicarse",
  dueOn: "Presente a más tardar el",
  where: "Dónde",
  lawLabel: "Ley",
  daysLeft: (n: number) =>
    n === 0 ? "Hoy es el último día" : n === 1 ? "Queda 1 día" : `Quedan ${count(n)} días`,
  passed: (n: number) => (n === 1 ? "Venció hace 1 día" : `Venció hace ${count(n)} días`),
  passedNote:
    "Que una fecha haya pasado no siempre pone fin a un reclamo: algunas reglas pausan el plazo. Un abogado puede revisarlo.",
  urgentHeading: "Es posible que un plazo venza en menos de 90 días",
  urgentText: `No espere. Llámenos hoy al ${site.contact.phoneDisplay}, o pida ahora una revisión gratuita de su caso y revisaremos las fechas con usted.`,
  summary: (count: number, earliest: string) =>
    count === 1
      ? `Podría aplicarse un plazo. Presente a más tardar el ${earliest}.`
      : `Podrían aplicarse ${formatNumber(count)} plazos. El más próximo es el ${earliest}.`,
  addToReview: "Agregar esto a la revisión gratuita de mi caso",
  addedHint:
    "La revisión de su caso se abre con sus respuestas ya escritas. Puede cambiarlas antes de enviarla.",
  weekendNote:
    "Las fechas no se cambian por fines de semana ni días festivos. Presente mucho antes del último día.",
  noScript: `Esta herramienta necesita JavaScript. Llámenos al ${site.contact.phoneDisplay} y calcularemos sus plazos con usted.`,
} satisfies typeof import("../tools").deadlineToolCopy;

export const deadlineReviewWords = {
  incident: (day: string) => `De la herramienta de plazos: último incidente el ${day}.`,
  happened: (labels: string) => `Qué pasó: ${labels}.`,
  earliest: (title: string, due: string) => `Plazo más próximo que podría aplicarse: ${title}, ${due}.`,
} satisfies typeof import("../tools").deadlineReviewWords;

export const wageToolCopy = {
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
  dayLabel: (n: number) => `Día ${count(n)}`,
  extraLegend: "¿Cómo le pagaron las horas después de 8 al día o de 40 a la semana?",
  extraOptions: {
    none: "No me las pagaron",
    straight: "A mi pago normal por hora",
    overtime: "A tiempo y medio",
  },
  mealsLabel: "Días de trabajo por semana en que no tuvo su periodo para comer",
  restsLabel: "Días de trabajo por semana en que no tuvo su periodo de descanso",
  weeksLabel: "¿Cuántas semanas trabajó así?",
  weeksHint: "Hasta 209 semanas (cuatro años).",
  lastWeekLabel: "Último día de la última de esas semanas",
  lastWeekHint: "Déjelo vacío para usar su último día de trabajo si se fue, o la fecha de hoy.",
  oldWeeks: (from: string) =>
    `Algunas de estas semanas tienen más de tres años. El pago que se debía antes del ${from} podría ser demasiado antiguo para un reclamo salarial; un reclamo en la corte bajo la Ley de Competencia Desleal puede cubrir hasta cuatro años atrás, solo para salarios.`,
  cityLabel: "Ciudad donde trabajó (opcional)",
  cityHint: "Algunas ciudades tienen un salario mínimo más alto que el del estado.",
  noCity: "Otra ciudad, o no lo sé (salario mínimo estatal)",
  leavingLegend: "¿Dejó este trabajo?",
  leftLabel: "Ya no trabajo allí",
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
      "Tiempo y medio después de 8 horas en un día, después de 40 en una semana, y por las primeras 8 horas del séptimo día seguido de trabajo (artículo 510 del Código Laboral).",
    "double-time":
      "Pago doble después de 12 horas en un día y después de 8 horas en el séptimo día seguido de trabajo (artículo 510 del Código Laboral).",
    "meal-premiums":
      "Un pago adicional de una hora de salario por cada día de trabajo en que no tuvo su periodo para comer (artículo 226.7 del Código Laboral).",
    "rest-premiums":
      "Un pago adicional de una hora de salario por cada día de trabajo en que no tuvo su periodo de descanso (artículo 226.7 del Código Laboral).",
    "waiting-time":
      "Si el empleador no pagó a tiempo a propósito, el salario de un día por cada día de retraso del pago final, hasta 30 días (artículo 203 del Código Laboral). Si usted renunció sin avisar, el empleador tenía 72 horas, así que la multa podría ser de hasta 3 días menos.",
  },
  addToReview: "Agregar esto a la revisión gratuita de mi caso",
  addedHint:
    "La revisión de su caso se abre con sus respuestas ya escritas. Puede cambiarlas antes de enviarla.",
  earlyWeeks: (weeks: number, from: string) =>
    `${weeks === 1 ? "Una semana comenzó" : `${count(weeks)} semanas comenzaron`} antes del ${from}, la fecha del salario mínimo estatal más antiguo que tiene esta calculadora; para esas semanas no cuenta ningún pago por debajo del salario mínimo. Un abogado puede revisarlas.`,
  noScript: `Esta calculadora necesita JavaScript. Llámenos al ${site.contact.phoneDisplay} y revisaremos su pago con usted.`,
} satisfies typeof import("../tools").wageToolCopy;

/** The sentence put in the case review's details box, which the worker can edit. */
export function wageSummaryForReview(input: {
  rate: string;
  weeks: number;
  lines: string[];
  total: string;
}): string {
  const weeks = input.weeks === 1 ? "1 semana" : `${count(input.weeks)} semanas`;
  return `De la calculadora de salarios: ${input.rate} por hora, ${weeks}. ${input.lines.join("; ")}. Total aproximado: ${input.total}.`;
}
