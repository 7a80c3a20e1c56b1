import { formatNumber } from "../../../lib/format";
import type english from "../en/wage-calculator";

// The words of the wage calculator in Spanish (see ../en/wage-calculator.ts for the placeholders).
// Amounts and dates come already formatted for es-US ("$16.50", "15 de junio de 2026"); counts
// are written here with their unit, singular only for exactly 1.

function count(value: number, one: string, many: string): string {
  return `${formatNumber(value, 0, 2)} ${value === 1 ? one : many}`;
}

const premiumCap = " (como máximo uno al día, en los días lo bastante largos para tener ese periodo)";

export default {
  errors: {
    today: "Falta la fecha de hoy o no es una fecha válida.",
    afterToday: "Esta fecha no puede ser después de hoy.",
    hourlyRate: "Anote su pago por hora: más de $0 y no más de {maxRate}.",
    sevenDays: "Anote las horas de cada uno de los siete días de la semana.",
    dayHours: (day: number) => `Día ${day}: anote de 0 a 24 horas, en cuartos de hora (como 7.5 o 7.25).`,
    daysPerWeek: "Anote los días que trabajó cada semana: un número entero del 1 al 7.",
    hoursPerDay: "Anote de 0 a 24 horas al día, en cuartos de hora (como 7.5 o 7.25).",
    scheduleMode: "Elija cómo quiere anotar sus horas.",
    noHours: "Anote las horas que trabajó por lo menos en un día.",
    extraHoursPaid:
      "Elija cómo le pagaron las horas después de {dayHours} al día o de {weekHours} a la semana.",
    missedMeals: "Anote cuántos periodos para comer no tuvo por semana: un número entero del 0 al 7.",
    missedRests: "Anote cuántos periodos de descanso no tuvo por semana: un número entero del 0 al 7.",
    weeks: "Anote el número de semanas: un número entero del 1 al {maxWeeks} ({lookBack}).",
    lastWeekEnds: "Anote una fecha válida.",
    city: "Elija una ciudad de la lista.",
    leftOn: "Anote su último día de trabajo.",
    finalPayOn: "Anote el día en que recibió su pago final.",
    finalPayBeforeLeft: "Su pago final no puede ser antes de su último día de trabajo.",
  },

  stepDates: (first: string, last: string) => `Del ${first} al ${last}: `,
  stepWeeks: (oneWeek: string, weeks: number, amount: string) =>
    `${oneWeek} x ${count(weeks, "semana", "semanas")} = ${amount}`,
  minimumWageWeek: (hours: number, minimum: string, paid: string) =>
    `${count(hours, "hora normal", "horas normales")} a la semana x (salario mínimo de ${minimum} - le pagaron ${paid})`,
  overtimeWeek: (hours: number, owed: string, paid: string) =>
    `${count(hours, "hora extra", "horas extra")} a la semana x (le debían ${owed} - le pagaron ${paid})`,
  doubleTimeWeek: (hours: number, owed: string, paid: string) =>
    `${count(hours, "hora de tiempo doble", "horas de tiempo doble")} a la semana x (le debían ${owed} - le pagaron ${paid})`,
  mealPremiumWeek: (breaks: number, capped: boolean, rate: string) =>
    `${count(breaks, "periodo para comer que no tuvo", "periodos para comer que no tuvo")} a la semana${capped ? premiumCap : ""} x ${rate} (pago adicional de una hora de salario por cada uno)`,
  restPremiumWeek: (breaks: number, capped: boolean, rate: string) =>
    `${count(breaks, "periodo de descanso que no tuvo", "periodos de descanso que no tuvo")} a la semana${capped ? premiumCap : ""} x ${rate} (pago adicional de una hora de salario por cada uno)`,

  leftNotPaid: (leftOn: string, today: string) =>
    `Su último día de trabajo fue el ${leftOn} y hasta el ${today} no le habían pagado`,
  leftPaidOn: (leftOn: string, paidOn: string) =>
    `Su último día de trabajo fue el ${leftOn} y recibió su pago final el ${paidOn}`,
  daysLate: (when: string, late: number) => `${when}: ${count(late, "día", "días")} de retraso.`,
  daysLateCapped: (when: string, late: number, counted: number) =>
    `${when}: ${count(late, "día", "días")} de retraso; se cuentan ${count(counted, "día", "días")} (lo máximo que permite la ley).`,
  dailyWage: (rate: string, weekHours: number, workdays: number, dailyWage: string) =>
    `Salario de un día: ${rate} por hora x ${count(weekHours, "hora", "horas")} a la semana ÷ ${count(workdays, "día de trabajo", "días de trabajo")} = ${dailyWage}`,
  waitingTimeTotal: (days: number, dailyWage: string, amount: string) =>
    `${count(days, "día", "días")} x ${dailyWage} = ${amount}`,
} satisfies typeof english;
