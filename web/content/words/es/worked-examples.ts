import type english from "../en/worked-examples";

// The Spanish words of the worked examples (content/articles/data/worked-examples.ts); each {name}
// is one of the example's numbers (see the English catalog).
export default {
  per: { hour: "por hora", day: "al día", week: "a la semana", year: "al año" },
  examples: {
    "minimum-overtime-rate-2025": {
      title: "El pago por hora extra más bajo en {year}",
      situation:
        "Un trabajador al que le pagan el salario mínimo estatal de {year}, {minimumWage}, trabaja horas extra.",
      lines: ["Tiempo y medio", "Tiempo doble"],
      note: "En una ciudad con un salario mínimo local más alto, empiece con el salario mínimo local.",
    },
    "underpaid-two-dollars": {
      title: "Le pagaron {shortfall} menos por hora",
      situation:
        "A un trabajador de tiempo completo ({hoursPerWeek} horas a la semana, {weeks} semanas, {hoursPerYear} horas al año) le pagan {shortfall} por hora menos de lo que exige la ley.",
      lines: ["Un año", "{wageClaimYears}, el plazo usual para un reclamo salarial"],
      note: 'Por los salarios mínimos no pagados, también puede tener derecho a una cantidad igual como compensación adicional (llamada "daños liquidados"), más intereses y multas, según los hechos.',
    },
    "overtime-ten-hours-at-25": {
      title: "{overtimeHours} horas extra a la semana a {pay} por hora",
      situation:
        "Un trabajador que gana {pay} por hora trabaja {hoursPerWeek} horas cada semana ({overtimeHours} horas extra) durante un año.",
      lines: [
        "Pago por hora extra",
        "Si las {overtimeHours} horas extra no se pagaron, por semana",
        "Por un año",
        "Si se pagaron a su pago normal de {pay} por hora, lo que falta por semana (la mitad adicional del tiempo y medio)",
        "Por un año",
      ],
      note: "La cantidad real depende de las horas que pueda demostrar, de su tasa regular de pago (que puede incluir bonos) y de los plazos para presentar un reclamo.",
    },
    "missed-meal-breaks": {
      title: "Periodos para comer que no se dieron",
      situation:
        "Un trabajador que gana {pay} por hora no tiene su periodo para comer {daysPerWeek} días de trabajo a la semana durante {weeks} semanas.",
      lines: ["Pago adicional por semana (una hora de salario por día)", "Por {weeks} semanas"],
      note: "Si ese mismo día tampoco tuvo su periodo de descanso, le corresponde otro pago adicional de una hora, aparte (artículo 226.7 del Código Laboral).",
    },
    "waiting-time-penalty": {
      title: "Un pago final con {maxDays} de atraso",
      situation:
        "A un trabajador que ganaba {pay} por hora en días de {hoursPerDay} horas lo despiden, y su pago final llega con más de {maxDays} de atraso.",
      lines: ["Salario diario", "Multa por tiempo de espera, hasta un máximo de {maxDays}"],
      note: "Esta multa se suma a los salarios que se debían. Se aplica cuando el empleador, de forma intencional, no pagó a tiempo.",
    },
    "pay-stub-penalty": {
      title: "Talones de pago incorrectos durante un año",
      situation:
        "Un empleador que paga cada dos semanas le da a un trabajador talones de pago a los que les falta información obligatoria durante todo un año ({periods} periodos de pago).",
      lines: ["Primer periodo de pago", "Los otros {laterPeriods} periodos de pago", "Total"],
      note: "El artículo 226(e) del Código Laboral limita esta multa a {cap} por trabajador. Se aplica cuando el empleador no cumplió las reglas de los talones de pago a sabiendas y de forma intencional.",
    },
  },
} satisfies typeof english;
