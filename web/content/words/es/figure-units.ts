import type english from "../en/figure-units";

// Las palabras alrededor de una cifra legal (content/figures/format.ts): "tres años", "una
// semana", "$16.90 por hora", "1 de julio".
export default {
  numberWords: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"],
  unitWords: {
    years: ["año", "años", "un"],
    days: ["día", "días", "un"],
    weeks: ["semana", "semanas", "una"],
    months: ["mes", "meses", "un"],
    hours: ["hora", "horas", "una"],
    minutes: ["minuto", "minutos", "un"],
    employees: ["empleado", "empleados", "un"],
  },
  perHour: " por hora",
  monthNames: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  // Spanish writes the month in full here too: "desde el 1 de julio".
  shortMonthNames: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  dayOfYear: (month: string, day: number) => `${day} de ${month}`,
} satisfies typeof english;
