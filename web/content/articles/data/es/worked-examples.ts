// Spanish twin of ../worked-examples.ts. The numbers (factors, results, units) come from the English
// module, where tests/unit/worked-examples.test.ts checks them; only the words are here, by
// example id and in line order. A new English example without its words here fails the build.
import { findFigure } from "../../../figures/legal-figures";
import { formatFigure, valueOn } from "../../../figures/schedule";
import {
  computeLine,
  workedExamples as englishExamples,
  type ExampleLine,
  type Factor,
  type Unit,
  type WorkedExampleData,
} from "../worked-examples";

export type { ExampleLine, Factor, Unit, WorkedExampleData };
export { computeLine };

const minimumWage2025 = valueOn(findFigure("state-minimum-wage"), "2025-01-01");
const payStubCap = findFigure("pay-stub-penalty-cap").values.at(-1)!.value;

/** The words after an amount ("$25 an hour"). */
const factorLabels: Record<string, string> = {
  "an hour": "por hora",
  "a day": "al día",
  "a week": "a la semana",
  "a year": "al año",
};

type Words = { title: string; situation: string; lines: readonly string[]; note: string };

const words: Record<string, Words> = {
  "minimum-overtime-rate-2025": {
    title: "Las tarifas de horas extra más bajas en 2025",
    situation: `Un trabajador al que le pagan el salario mínimo estatal de 2025, ${formatFigure("usd-hour", minimumWage2025)}, trabaja horas extra.`,
    lines: ["Tiempo y medio", "Tiempo doble"],
    note: "En una ciudad con un salario mínimo local más alto, empiece con la tarifa local.",
  },
  "underpaid-two-dollars": {
    title: "Le pagaron $2 menos por hora",
    situation:
      "A un trabajador de tiempo completo (40 horas a la semana, 52 semanas, 2,080 horas al año) le pagan $2 por hora menos de lo que exige la ley.",
    lines: ["Un año", "Tres años, el plazo usual para un reclamo salarial"],
    note: 'Por los salarios mínimos no pagados también se puede recibir una cantidad igual como "daños liquidados", más intereses y multas, según los hechos.',
  },
  "overtime-ten-hours-at-25": {
    title: "10 horas extra a la semana a $25 por hora",
    situation:
      "Un trabajador que gana $25 por hora trabaja 50 horas cada semana (10 horas extra) durante un año.",
    lines: [
      "Tarifa de horas extra",
      "Si las 10 horas extra no se pagaron, por semana",
      "Por un año",
      "Si se pagaron a la tarifa normal de $25, el medio tiempo que falta por semana",
      "Por un año",
    ],
    note: "La cantidad real depende de las horas que pueda demostrar, de su tarifa regular de pago (que puede incluir bonos) y de los plazos.",
  },
  "missed-meal-breaks": {
    title: "Periodos para comer que no se dieron",
    situation:
      "Un trabajador que gana $22 por hora no tiene su periodo para comer 3 días de trabajo a la semana durante 50 semanas.",
    lines: ["Pago adicional por semana (una hora de salario por día)", "Por 50 semanas"],
    note: "Si ese mismo día tampoco tuvo su periodo de descanso, gana otro pago adicional de una hora, aparte (artículo 226.7 del Código Laboral).",
  },
  "waiting-time-penalty": {
    title: "Un pago final con 30 días de atraso",
    situation:
      "A un trabajador que ganaba $20 por hora en días de 8 horas lo despiden, y su pago final llega con más de 30 días de atraso.",
    lines: ["Salario diario", "Multa por tiempo de espera, hasta un máximo de 30 días"],
    note: "Esta multa se suma a los salarios que se debían. Se aplica cuando el empleador, de forma intencional, no pagó a tiempo.",
  },
  "pay-stub-penalty": {
    title: "Talones de pago incorrectos durante un año",
    situation:
      "Un empleador que paga cada dos semanas le da a un trabajador talones de pago sin la información obligatoria durante todo un año (26 periodos de pago).",
    lines: ["Primer periodo de pago", "Los otros 25 periodos de pago", "Total"],
    note: `El artículo 226(e) del Código Laboral limita esta multa a ${formatFigure("usd", payStubCap)} por trabajador. Se aplica cuando el empleador no cumplió las reglas de los talones de pago a sabiendas y de forma intencional.`,
  },
};

function translateFactor(factor: Factor, exampleId: string): Factor {
  if (factor.label === undefined) return factor;
  const label = factorLabels[factor.label];
  if (label === undefined) throw new Error(`worked example "${exampleId}": no Spanish for "${factor.label}"`);
  return { ...factor, label };
}

export const workedExamples: readonly WorkedExampleData[] = englishExamples.map((example) => {
  const spanish = words[example.id];
  if (!spanish || spanish.lines.length !== example.lines.length)
    throw new Error(`worked example "${example.id}": the Spanish words do not match its lines`);
  return {
    ...example,
    title: spanish.title,
    situation: spanish.situation,
    note: spanish.note,
    lines: example.lines.map((line, i): ExampleLine => ({
      ...line,
      label: spanish.lines[i]!,
      factors: line.factors.map((f) => translateFactor(f, example.id)),
    })),
  };
});

export function findWorkedExample(id: string): WorkedExampleData {
  const example = workedExamples.find((e) => e.id === id);
  if (!example) throw new Error(`no worked example "${id}"`);
  return example;
}
