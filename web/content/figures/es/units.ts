import type { FigureUnit } from "../schedule.ts";

// Spanish twin of ../units.ts: "tres años", "una semana", "$16.90 por hora".
export const numberWords = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
];
export const unitWords: Record<
  Exclude<FigureUnit, "usd-hour" | "usd">,
  readonly [one: string, many: string, oneWord?: string]
> = {
  years: ["año", "años", "un"],
  days: ["día", "días", "un"],
  weeks: ["semana", "semanas", "una"],
  months: ["mes", "meses", "un"],
  hours: ["hora", "horas", "una"],
  minutes: ["minuto", "minutos", "un"],
  employees: ["empleado", "empleados", "un"],
};
export const perHour = " por hora";
