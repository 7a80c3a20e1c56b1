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
} satisfies typeof english;
