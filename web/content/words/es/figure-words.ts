import type english from "../en/figure-words";

// The Spanish words around the legal figures in articles and guides (see the English catalog).
export default {
  figureOverdue: (set: string, due: string) =>
    `(vigente desde el ${set}; debía cambiar el ${due}, así que consulte la tarifa actual en `,
  figureFrom: (value: string, date: string) => `${value} a partir del ${date}`,
  figureChangesOn: (date: string) => `Cambia el ${date}. Consulte la nueva cantidad en `,
  figureGoesUpTo: "Sube a ",
  figureCheckCurrentAmount: " Consulte la cantidad actual en ",
  figureSince: (date: string) => `desde el ${date}`,
  figureWasDue: (date: string) => `Debía cambiar el ${date}: consulte la tarifa actual en `,
  figureNoChange: "No se ha anunciado ningún cambio",
  wageTableHead: { where: "Dónde o para quién", minimum: "Mínimo hoy", next: "Próximo cambio" },
  wageTableCaption: (date: string) =>
    `Tarifas vigentes el ${date}. Su empleador debe pagarle la más alta que se aplique a usted.`,
  wageTableState: "California (todo el estado)",
  cityTableHead: { city: "Ciudad", increase: "Diferencia" },
  cityTableRate: (year: number) => `Tarifa de ${year}`,
  cityTableCaption: (january: string, july: string, year: number, stateRate: string) =>
    `Tarifas vigentes el ${january}, y la tarifa del ${july} donde la ciudad la cambió a mitad de año. La tarifa estatal en ${year} era de ${stateRate}.`,
  cityTableMidYear: (firstDay: string, midYearRate: string, midYearDay: string) =>
    ` desde el ${firstDay}; ${midYearRate} desde el ${midYearDay}`,
  cityTableOverState: (amount: string) => `+${amount} más que la tarifa estatal`,
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
