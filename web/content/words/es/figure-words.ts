import type english from "../en/figure-words";

// The Spanish words around the legal figures in articles and guides (see the English catalog).
export default {
  figureOverdue: (set: string, due: string) =>
    `(vigente desde el ${set}; debía cambiar el ${due}, así que consulte la cantidad actual en `,
  figureFrom: (value: string, date: string) => `${value} a partir del ${date}`,
  figureChangesOn: (date: string) => `Cambia el ${date}. Consulte la nueva cantidad en `,
  figureGoesUpTo: "Sube a ",
  figureCheckCurrentAmount: " Consulte la cantidad actual en ",
  figureSince: (date: string) => `desde el ${date}`,
  figureDated: (set: string, next: string, passed: boolean) =>
    passed
      ? ` (vigente desde el ${set}; debía cambiar el ${next})`
      : ` (vigente desde el ${set}; cambia el ${next})`,
  figureWasDue: (date: string) => `Debía cambiar el ${date}: consulte la cantidad actual en `,
  figureNoChange: "No se ha anunciado ningún cambio",
  wageTableHead: { where: "Dónde o para quién", minimum: "Mínimo hoy", next: "Próximo cambio" },
  wageTableCaption: (date: string) =>
    `Salarios mínimos vigentes el ${date}. Su empleador debe pagarle el más alto que se aplique a usted.`,
  wageTableState: "California (todo el estado)",
  cityTableHead: { city: "Ciudad", increase: "Diferencia" },
  cityTableRate: (year: number) => `Salario mínimo de ${year}`,
  cityTableCaption: (january: string, july: string, year: number, stateRate: string) =>
    `Salarios mínimos vigentes el ${january}, y el del ${july} donde la ciudad lo cambió a mitad de año. El salario mínimo estatal en ${year} era de ${stateRate}.`,
  cityTableMidYear: (firstDay: string, midYearRate: string, midYearDay: string) =>
    ` desde el ${firstDay}; ${midYearRate} desde el ${midYearDay}`,
  cityTableOverState: (amount: string) => `+${amount} más que el salario mínimo estatal`,
  salaryTableHead: {
    year: "Año",
    wage: "Salario mínimo estatal",
    salary: "Sueldo anual más bajo para la mayoría de los puestos exentos de horas extra",
  },
  salaryTableNewFigures: (date: string, passed: boolean) =>
    `Las nuevas cifras ${passed ? "entraron" : "entran"} en vigor el ${date} y todavía no están en esta tabla: vea `,
  salaryTablePerYear: (amount: string) => `${amount} al año`,
  salaryTableSmallEmployers: (amount: string, maxEmployees: number) =>
    ` (${amount} para empleadores con ${maxEmployees} empleados o menos)`,
  industryTableHead: { industry: "Industria", details: "Detalles" },
  industryTableMinimum: (year: number) => `Mínimo en ${year}`,
  industryTableThen: "; luego ",
  examplePrefix: "Ejemplo: ",
  exampleUnitOne: {
    hours: "hora",
    weeks: "semana",
    days: "día",
    times: "",
    breaks: "descanso",
    years: "año",
    periods: "periodo de pago",
  },
  exampleUnitMany: {
    hours: "horas",
    weeks: "semanas",
    days: "días",
    times: "",
    breaks: "descansos",
    years: "años",
    periods: "periodos de pago",
  },
} satisfies typeof english;
