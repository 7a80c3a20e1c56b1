import { sample, type Provenance } from "../../lib/provenance";
import { z } from "../../lib/content-zod";
import {
  caseCategorySchema,
  caseExampleSchema,
  parseCaseIndex,
  resultId,
  resultPath,
  sampleAmountRange,
  type CaseCategory,
  type CaseExample,
  type CaseResult,
  type ResultId,
  type ResultsPage,
} from "../results";
import { priorResultsDisclaimer, sampleLabels } from "./statements";

// Spanish twin of ../results.ts. The schemas, types and pure helpers come from the English module;
// only the reader-facing text is Spanish. Every amount, date, place, provenance and category slug
// is the same as in the English module (the forty results are SAMPLES there and here), and the
// places stay as written there. Result ids and slugs stay in English: they are the URLs.
// The Spanish site is served under the basename /es, so a result's path is the same as in English.
export { caseCategorySchema, caseExampleSchema, parseCaseIndex, resultId, resultPath, sampleAmountRange };
export type { CaseCategory, CaseExample, CaseResult, ResultId, ResultsPage };

/** Shown above any list of results that holds a sample. */
export const resultsDisclosure = `Los resultados marcados como “${sampleLabels.case}” son ejemplos escritos para mostrar el tipo de casos que llevamos. No son resultados reales de clientes. Cada caso depende de sus propios hechos. ${priorResultsDisclaimer}`;
/** Opens the search description of a sample result's own page. */
export const sampleCaseNote = `${sampleLabels.case}; no es el resultado de un cliente real.`;
/** Shown under every list of results, samples or not. */
export const resultsDisclaimer = `Algunos casos se remiten a abogados independientes, cada uno con su propio bufete. ${priorResultsDisclaimer}`;
export const resolutionTime = "Tiempo de resolución: aproximadamente 90 días";

type Row = [
  title: string,
  amountUsd: number,
  date: string,
  location: string,
  industry: string,
  description: string,
  details: string[],
  provenance: Provenance,
];
const examples = (rows: Row[]): CaseExample[] =>
  rows.map(([title, amountUsd, date, location, industry, description, details, provenance]) => ({
    title,
    amountUsd,
    date,
    location,
    industry,
    description,
    details,
    provenance,
  }));

export const caseCategories: readonly CaseCategory[] = z
  .array(caseCategorySchema)
  .length(4)
  .parse([
    {
      slug: "discrimination-cases",
      title: "Casos de discriminación",
      serviceId: "discrimination",
      examples: examples([
        [
          "Discriminación por embarazo en un almacén",
          48_500,
          "2025-03-14",
          "Fresno, CA",
          "Logística",
          "A una empacadora la pasaron a un turno con menos pago pocos días después de que le dijo a su supervisor que estaba embarazada.",
          [
            "Reunimos los horarios de turnos que mostraban el cambio",
            "Comparamos su pago con el de compañeros de trabajo en el mismo puesto",
            "Negociamos un acuerdo antes de presentar una demanda",
          ],
          sample,
        ],
        [
          "Despido por edad de un vendedor",
          62_500,
          "2024-11-02",
          "Riverside, CA",
          "Comercio minorista",
          "Un vendedor con muchos años en la tienda y mayor de 60 años fue la única persona despedida en una “reestructuración”, y lo reemplazaron con una persona más joven.",
          [
            "Mostramos que la persona contratada se quedó con las mismas tareas",
            "Reunimos evaluaciones de desempeño que contradecían la razón que dio la empresa",
            "Llegamos a un acuerdo en una mediación",
          ],
          sample,
        ],
        [
          "Ajuste razonable por discapacidad negado",
          41_000,
          "2025-06-20",
          "Sacramento, CA",
          "Seguros",
          "Una persona que procesaba reclamos pidió un horario modificado después de una cirugía, y le dijeron que mejor renunciara.",
          [
            "Documentamos cada solicitud de ajuste",
            "Mostramos que el empleador nunca habló de opciones, como exige la ley",
            "Llegamos a un acuerdo que incluyó una referencia laboral neutral",
          ],
          sample,
        ],
        [
          "Sanciones por raza en un centro de llamadas",
          36_750,
          "2024-08-09",
          "Stockton, CA",
          "Servicio al cliente",
          "A un empleado negro le dieron amonestaciones por escrito por descansos que sus compañeros blancos tomaban sin recibir sanciones.",
          [
            "Comparamos los registros de sanciones de todo el equipo",
            "Entrevistamos como testigos a antiguos compañeros de trabajo",
            "Presentamos una queja ante el Departamento de Derechos Civiles de California (CRD) y llegamos a un acuerdo",
          ],
          sample,
        ],
        [
          "Pago desigual para una ingeniera",
          57_200,
          "2025-01-27",
          "San Jose, CA",
          "Tecnología",
          "Una ingeniera se enteró de que ganaba mucho menos que sus compañeros hombres que hacían el mismo trabajo.",
          [
            "Usamos las reglas de comparación de pago de la Ley de Igualdad Salarial de California",
            "Pedimos los registros de pago",
            "Llegamos a un acuerdo por salarios atrasados y un aumento",
          ],
          sample,
        ],
        [
          "Comentarios sobre su origen nacional y descenso de puesto",
          33_400,
          "2024-05-16",
          "Santa Ana, CA",
          "Manufactura",
          "Se burlaban del acento de un líder de línea, y luego lo bajaron de puesto sin darle ninguna explicación.",
          [
            "Guardamos los mensajes de texto con los comentarios",
            "Mostramos que el descenso de puesto vino después de su queja",
            "Llegamos a un acuerdo después de presentar una queja",
          ],
          sample,
        ],
        [
          "Conflicto de horario por religión",
          29_900,
          "2025-09-03",
          "Bakersfield, CA",
          "Atención médica",
          "Despidieron a una asistente médica después de que pidió que no la pusieran a trabajar en su día de culto.",
          [
            "Mostramos que era fácil cambiar turnos con compañeros dispuestos",
            "Explicamos el deber del empleador de hacer ajustes por motivos religiosos",
            "Llegamos a un acuerdo en las primeras negociaciones",
          ],
          sample,
        ],
        [
          "Acoso y despido por identidad de género",
          52_000,
          "2024-12-11",
          "Long Beach, CA",
          "Hotelería",
          "Un gerente se refería una y otra vez con el género equivocado a una persona que trabajaba en la recepción, y la despidieron después de que se quejó.",
          [
            "Reunimos las quejas por escrito y las respuestas",
            "Relacionamos el despido con la queja por las fechas",
            "Llegamos a un acuerdo que incluyó un cambio de política",
          ],
          sample,
        ],
        [
          "Sin ascenso a los 58 años",
          44_650,
          "2025-04-22",
          "Ontario, CA",
          "Transporte",
          "A un despachador con el mejor historial le dijeron que el equipo quería “energía nueva”, y el ascenso se lo dieron a un compañero más joven.",
          [
            "Señalamos los comentarios sobre la edad",
            "Comparamos las calificaciones de los dos, punto por punto",
            "Llegamos a un acuerdo en una mediación",
          ],
          sample,
        ],
        [
          "Rechazo de contratación por acento",
          31_250,
          "2024-10-30",
          "Oakland, CA",
          "Educación",
          "A una tutora calificada le dijeron que no la iban a contratar porque los padres “prefieren a un hablante nativo”.",
          [
            "Guardamos el correo electrónico de rechazo",
            "Explicamos la protección por origen nacional de la Ley de Vivienda y Empleo Justo (FEHA)",
            "Llegamos a un acuerdo antes de presentar una demanda",
          ],
          sample,
        ],
      ]),
    },
    {
      slug: "harassment-claims",
      title: "Reclamos de acoso",
      serviceId: "harassment",
      examples: examples([
        [
          "Presión de un supervisor para salir con él",
          58_000,
          "2025-02-18",
          "San Diego, CA",
          "Restaurante",
          "A una mesera le recortaron los turnos después de que rechazó las invitaciones repetidas de un gerente para salir con él.",
          [
            "Documentamos los cambios de horario",
            "Reunimos los mensajes del gerente",
            "Llegamos a un acuerdo y conseguimos que la transfirieran lejos de él",
          ],
          sample,
        ],
        [
          "Ambiente de trabajo hostil en una obra de construcción",
          46_300,
          "2024-07-25",
          "Fresno, CA",
          "Construcción",
          "Una aprendiz enfrentaba a diario chistes e imágenes sexuales en el trabajo, y su capataz no hacía nada.",
          [
            "Identificamos a compañeros de trabajo que fueron testigos",
            "Mostramos que el empleador lo sabía y no hizo nada",
            "Llegamos a un acuerdo que incluyó capacitación para prevenir el acoso",
          ],
          sample,
        ],
        [
          "Acoso de un cliente habitual",
          34_800,
          "2025-05-07",
          "Pasadena, CA",
          "Comercio minorista",
          "Un cliente manoseó a una cajera, y su gerente le dijo que “solo sonriera”.",
          [
            "Explicamos el deber del empleador de actuar contra el acoso de los clientes",
            "Guardamos el informe del incidente que hizo la tienda",
            "Llegamos a un acuerdo en negociaciones",
          ],
          sample,
        ],
        [
          "Represalias después de denunciar acoso",
          61_400,
          "2024-09-12",
          "Irvine, CA",
          "Finanzas",
          "Una analista denunció los comentarios de un director, y un mes después recibió su primera mala evaluación.",
          [
            "Comparamos sus evaluaciones de antes y de después de la denuncia",
            "Mostramos las fechas de las sanciones",
            "Llegamos a un acuerdo en una mediación",
          ],
          sample,
        ],
        [
          "Tocamientos no deseados en un almacén",
          49_750,
          "2025-07-01",
          "Ontario, CA",
          "Logística",
          "Un líder tocaba una y otra vez a una surtidora de pedidos, aunque ella le dijo que parara.",
          [
            "La ayudamos a hacer una denuncia por escrito",
            "Seguimos de cerca la respuesta insuficiente del empleador",
            "Llegamos a un acuerdo después de una queja ante el Departamento de Derechos Civiles de California (CRD)",
          ],
          sample,
        ],
        [
          "Acoso de una persona del mismo sexo en un gimnasio",
          30_500,
          "2024-04-19",
          "Los Angeles, CA",
          "Gimnasios",
          "Un gerente le hacía comentarios sexuales a un entrenador sobre su cuerpo.",
          [
            "Explicamos que la ley también cubre el acoso de alguien del mismo sexo",
            "Reunimos declaraciones de testigos",
            "Llegamos a un acuerdo pronto",
          ],
          sample,
        ],
        [
          "Acoso “quid pro quo” (algo a cambio de algo) en un hotel",
          62_000,
          "2025-08-28",
          "Anaheim, CA",
          "Hotelería",
          "A una trabajadora de limpieza le dijeron que sus horas de trabajo dependían de “ser amable” con un supervisor.",
          [
            "Hicimos una cronología de los cambios en sus horas",
            "La protegimos de más represalias",
            "Llegamos a un acuerdo con una transferencia y salarios atrasados",
          ],
          sample,
        ],
        [
          "Acoso en línea de compañeros de trabajo",
          28_750,
          "2024-11-21",
          "Sacramento, CA",
          "Contratista del gobierno",
          "Unos compañeros de trabajo compartieron memes sexuales sobre una persona del equipo en un chat de grupo del trabajo.",
          [
            "Guardamos capturas de pantalla",
            "Mostramos que había gerentes en el grupo",
            "Llegamos a un acuerdo en negociaciones",
          ],
          sample,
        ],
        [
          "Acoso durante el embarazo",
          42_900,
          "2025-03-30",
          "Modesto, CA",
          "Agricultura",
          "Se burlaban de una trabajadora de una empacadora por su embarazo, y le negaron tareas más ligeras.",
          [
            "Juntamos los reclamos por acoso y por ajuste razonable",
            "Entrevistamos a los testigos en español",
            "Llegamos a un acuerdo que le devolvió su licencia pagada",
          ],
          sample,
        ],
        [
          "Ambiente de trabajo hostil en una unidad de hospital",
          55_600,
          "2024-06-05",
          "Oakland, CA",
          "Atención médica",
          "Una enfermera aguantó comentarios sexuales de un médico que recursos humanos llamó “conflictos de personalidad”.",
          [
            "Reunimos quejas anteriores de otros empleados",
            "Mostramos el deber del empleador de investigar",
            "Llegamos a un acuerdo en una mediación",
          ],
          sample,
        ],
      ]),
    },
    {
      slug: "wage-and-hour",
      title: "Salarios y horarios",
      serviceId: "wage-hour",
      examples: examples([
        [
          "Horas extra diarias no pagadas a choferes",
          47_800,
          "2025-01-14",
          "Long Beach, CA",
          "Reparto",
          "Un chofer trabajaba días de 11 horas, pero solo le pagaban horas extra después de 40 horas a la semana.",
          [
            "Reconstruimos sus horas con los escaneos de la ruta",
            "Aplicamos la regla de California de horas extra por día",
            "Llegamos a un acuerdo por salarios atrasados más intereses",
          ],
          sample,
        ],
        [
          "Periodos para comer perdidos en un almacén",
          38_200,
          "2024-10-03",
          "Ontario, CA",
          "Logística",
          "A los surtidores de pedidos les dijeron que comieran mientras trabajaban para cumplir sus cuotas, sin ningún pago adicional.",
          [
            "Contamos los periodos para comer perdidos con los registros de horas",
            "Reclamamos una hora adicional de salario por día",
            "Llegamos a un acuerdo en negociaciones",
          ],
          sample,
        ],
        [
          "Revisiones de seguridad sin pago después de marcar la salida",
          33_950,
          "2025-04-09",
          "Fontana, CA",
          "Distribución minorista",
          "Después de marcar su salida en cada turno, los trabajadores esperaban en filas para que les revisaran las bolsas.",
          [
            "Medimos las esperas con testigos",
            "Mostramos que ese tiempo era trabajo según la ley de California",
            "Llegamos a un acuerdo por el tiempo no pagado",
          ],
          sample,
        ],
        [
          "Gerente de oficina mal clasificada",
          59_000,
          "2024-12-18",
          "Burbank, CA",
          "Bienes raíces",
          "A una gerente de oficina le negaron las horas extra, aunque su salario estaba por debajo del mínimo para empleados exentos.",
          [
            "Comparamos su salario con el mínimo legal",
            "Mostramos que sus tareas no eran exentas",
            "Llegamos a un acuerdo por horas extra no pagadas",
          ],
          sample,
        ],
        [
          "Periodos de descanso negados a cuidadores",
          31_600,
          "2025-06-12",
          "San Bernardino, CA",
          "Cuidado en el hogar",
          "A los cuidadores con turnos largos nunca los relevaban para que tomaran sus periodos de descanso.",
          [
            "Reunimos horarios y mensajes de texto",
            "Reclamamos los pagos adicionales por periodos de descanso",
            "Llegamos a un acuerdo en las primeras negociaciones",
          ],
          sample,
        ],
        [
          "Mal clasificado como contratista independiente",
          62_500,
          "2024-08-27",
          "Oakland, CA",
          "Reparto",
          "A un mensajero lo trataban como contratista, aunque trabajaba en horarios fijos y bajo las reglas de la empresa.",
          [
            "Aplicamos la prueba ABC",
            "Calculamos las horas extra y los gastos que se le debían",
            "Llegamos a un acuerdo en una mediación",
          ],
          sample,
        ],
        [
          "Salarios finales no pagados",
          29_300,
          "2025-09-19",
          "Salinas, CA",
          "Agricultura",
          "El pago final de un líder de cuadrilla llegó semanas tarde y le faltaba dinero.",
          [
            "Reclamamos los salarios no pagados y las multas por pago tardío",
            "Reunimos los talones de pago",
            "Llegamos a un acuerdo rápidamente",
          ],
          sample,
        ],
        [
          "Errores en la tasa regular de pago por los bonos",
          36_400,
          "2024-05-08",
          "Santa Clara, CA",
          "Manufactura",
          "Los bonos de producción no se incluyeron en la tasa de pago de las horas extra.",
          [
            "Volvimos a calcular la tasa regular de pago con los bonos incluidos",
            "Mostramos el patrón durante tres años",
            "Llegamos a un acuerdo por la diferencia",
          ],
          sample,
        ],
        [
          "Pago por turno dividido y por presentarse a trabajar",
          40_150,
          "2025-02-25",
          "San Francisco, CA",
          "Restaurante",
          "A los cocineros los mandaban a casa temprano sin el pago por presentarse a trabajar, y trabajaban turnos divididos sin pagos adicionales.",
          [
            "Revisamos los horarios y los registros de entrada y salida",
            "Aplicamos las reglas de la orden de salario",
            "Llegamos a un acuerdo en negociaciones",
          ],
          sample,
        ],
        [
          "Gastos de teléfono y de manejo sin reembolsar",
          30_900,
          "2024-09-30",
          "Riverside, CA",
          "Ventas",
          "Una representante de ventas de campo usaba su propio carro y su propio teléfono para el trabajo, y no le reembolsaban esos gastos.",
          [
            "Calculamos los gastos de trabajo que se le debían",
            "Reunimos sus registros de manejo",
            "Llegamos a un acuerdo por los gastos más intereses",
          ],
          sample,
        ],
      ]),
    },
    {
      slug: "wrongful-termination",
      title: "Despido injustificado",
      serviceId: "wrongful-termination",
      examples: examples([
        [
          "Despido después de reportar un peligro de seguridad",
          54_300,
          "2025-05-15",
          "Stockton, CA",
          "Manufactura",
          "Un operador de máquinas reportó una protección rota, y una semana después lo despidieron por su “actitud”.",
          [
            "Guardamos su reporte de seguridad por escrito",
            "Mostramos las fechas del despido",
            "Llegamos a un acuerdo en una mediación",
          ],
          sample,
        ],
        [
          "Despido durante una licencia familiar",
          60_250,
          "2024-07-11",
          "San Diego, CA",
          "Tecnología",
          "A una gerente de producto le dijeron que su puesto se había eliminado mientras estaba en licencia según la Ley de Derechos de la Familia de California (CFRA).",
          [
            "Mostramos que el puesto se ocupó poco después",
            "Explicamos la protección del empleo que da la CFRA",
            "Llegamos a un acuerdo en negociaciones",
          ],
          sample,
        ],
        [
          "Renuncia forzada después de una queja",
          43_800,
          "2025-08-06",
          "Los Angeles, CA",
          "Entretenimiento",
          "Después de quejarse de acoso, a una persona que trabajaba como asistente le dieron horarios imposibles, y renunció.",
          [
            "Preparamos un reclamo por renuncia forzada",
            "Documentamos los cambios de horario",
            "Llegamos a un acuerdo antes del juicio",
          ],
          sample,
        ],
        [
          "Despido por un reclamo de compensación para trabajadores",
          39_500,
          "2024-03-29",
          "Bakersfield, CA",
          "Petróleo y gas",
          "Despidieron a un técnico de campo poco después de que presentó un reclamo de compensación para trabajadores.",
          [
            "Trabajamos en coordinación con su abogado de compensación para trabajadores",
            "Mostramos que la razón que dieron era un pretexto",
            "Llegamos a un acuerdo por los salarios perdidos",
          ],
          sample,
        ],
        [
          "Denunciante en una clínica",
          62_000,
          "2025-10-01",
          "Fresno, CA",
          "Atención médica",
          "Una especialista en facturación se negó a cambiar códigos que ella creía falsos, y la despidieron.",
          [
            "Aplicamos las protecciones del artículo 1102.5 del Código Laboral",
            "Guardamos sus objeciones por escrito",
            "Llegamos a un acuerdo en una mediación",
          ],
          sample,
        ],
        [
          "Despido después de preguntar por horas extra no pagadas",
          35_700,
          "2024-11-14",
          "Hayward, CA",
          "Logística",
          "Un trabajador de almacén preguntó por horas extra que le faltaban, y lo despidieron esa misma semana.",
          [
            "Juntamos los reclamos salariales y por represalias",
            "Reunimos declaraciones de compañeros de trabajo",
            "Llegamos a un acuerdo en negociaciones",
          ],
          sample,
        ],
        [
          "Despido después de revelar una discapacidad",
          48_900,
          "2025-02-03",
          "Irvine, CA",
          "Finanzas",
          "Despidieron a un contador pocos días después de que contó que le habían diagnosticado cáncer.",
          [
            "Mostramos un buen historial de desempeño",
            "Explicamos las protecciones por discapacidad",
            "Llegamos a un acuerdo con una referencia laboral neutral",
          ],
          sample,
        ],
        [
          "Despido por servir como jurado",
          28_750,
          "2024-06-24",
          "Santa Rosa, CA",
          "Comercio minorista",
          "Una dependienta de tienda perdió su trabajo después de servir como jurado.",
          [
            "Mostramos que la ley protege el servicio como jurado",
            "Guardamos la citación y el horario",
            "Llegamos a un acuerdo rápidamente",
          ],
          sample,
        ],
        [
          "Embarazo y despido",
          57_600,
          "2025-07-17",
          "Sacramento, CA",
          "Hotelería",
          "Despidieron a una supervisora de hotel después de que preguntó por la licencia por embarazo.",
          [
            "Juntamos los reclamos por discriminación por embarazo y por licencia",
            "Reunimos mensajes de recursos humanos",
            "Llegamos a un acuerdo en una mediación",
          ],
          sample,
        ],
        [
          "Despido por negarse a violar la ley",
          45_200,
          "2024-10-22",
          "San Jose, CA",
          "Transporte",
          "Un chofer se negó a manejar más horas de las que permite la ley, y lo despidieron.",
          [
            "Mostramos que la ley protegía su negativa",
            "Reunimos sus bitácoras de manejo",
            "Llegamos a un acuerdo en negociaciones",
          ],
          sample,
        ],
      ]),
    },
  ]);

/** Every result with its id, in page order. */
export const allResults: readonly CaseResult[] = caseCategories.flatMap((category) =>
  category.examples.map((example, index) => ({ id: resultId(category, index), category, example, index })),
);

export function findResult(id: string): CaseResult | undefined {
  return allResults.find((r) => r.id === id);
}

export function findCategory(slug: string | undefined): CaseCategory | undefined {
  return caseCategories.find((c) => c.slug === slug);
}

/**
 * Resolves the part of a URL after /results/ (under the Spanish basename /es): "{category}" is the
 * category page, "{category}/{index}" one case; anything else (unknown category or index, more
 * segments) is null.
 */
export function findResultsPage(splat: string | undefined): ResultsPage | null {
  const [slug, index, ...rest] = (splat ?? "").split("/");
  const category = findCategory(slug);
  if (!category || rest.length > 0) return null;
  if (index === undefined) return { category, example: null, index: null };
  const i = parseCaseIndex(index);
  const example = i === null ? undefined : category.examples[i];
  return example && i !== null ? { category, example, index: i } : null;
}
