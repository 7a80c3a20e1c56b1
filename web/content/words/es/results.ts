import type english from "../en/results";

// The words of content/results.ts in Spanish (see ../en/results.ts). The places stay as written
// in the facts; ids stay in English, they are the addresses.
export default {
  disclosure:
    "Los resultados marcados como “{sampleLabel}” son ejemplos escritos para mostrar el tipo de casos que llevamos. No son resultados reales de clientes. Cada caso depende de sus propios hechos. {priorResultsDisclaimer}",
  sampleCaseNote: "{sampleLabel}; no es el resultado de un cliente real.",
  disclaimer:
    "Algunos casos se remiten a abogados independientes, cada uno con su propio bufete. {priorResultsDisclaimer}",
  resolutionTime: "Tiempo de resolución: aproximadamente {days} días",
  categories: {
    "discrimination-cases": { title: "Casos de discriminación" },
    "harassment-claims": { title: "Reclamos de acoso" },
    "wage-and-hour": { title: "Salarios y horarios" },
    "wrongful-termination": { title: "Despido ilegal" },
  },
  results: {
    "discrimination-cases/0": {
      title: "Discriminación por embarazo en un almacén",
      industry: "Logística",
      description:
        "A una empacadora la pasaron a un turno con menos pago pocos días después de que le dijo a su supervisor que estaba embarazada.",
      details: [
        "Reunimos los horarios de turnos que mostraban el cambio",
        "Comparamos su pago con el de compañeros de trabajo en el mismo puesto",
        "Negociamos un acuerdo antes de presentar una demanda",
      ],
    },
    "discrimination-cases/1": {
      title: "Despido por edad de un vendedor en un recorte de personal",
      industry: "Comercio minorista",
      description:
        "Un vendedor con muchos años en la tienda y mayor de {age} años fue la única persona despedida en una “reestructuración”, y lo reemplazaron con una persona más joven.",
      details: [
        "Mostramos que la persona contratada se quedó con las mismas tareas",
        "Reunimos evaluaciones de desempeño que contradecían la razón que dio la empresa",
        "Llegamos a un acuerdo en una mediación",
      ],
    },
    "discrimination-cases/2": {
      title: "Ajuste razonable por discapacidad negado",
      industry: "Seguros",
      description:
        "Una persona que procesaba reclamos pidió un horario modificado después de una cirugía, y le dijeron que mejor renunciara.",
      details: [
        "Documentamos cada solicitud de ajuste",
        "Mostramos que el empleador nunca habló de opciones, como exige la ley",
        "Llegamos a un acuerdo que incluyó una referencia laboral neutral",
      ],
    },
    "discrimination-cases/3": {
      title: "Sanciones por raza en un centro de llamadas",
      industry: "Servicio al cliente",
      description:
        "A un empleado negro le dieron amonestaciones por escrito por descansos que sus compañeros blancos tomaban sin recibir sanciones.",
      details: [
        "Comparamos los registros de sanciones de todo el equipo",
        "Entrevistamos como testigos a antiguos compañeros de trabajo",
        "Presentamos una queja ante el Departamento de Derechos Civiles de California (CRD) y llegamos a un acuerdo",
      ],
    },
    "discrimination-cases/4": {
      title: "Pago desigual para una ingeniera",
      industry: "Tecnología",
      description:
        "Una ingeniera se enteró de que ganaba mucho menos que sus compañeros hombres que hacían el mismo trabajo.",
      details: [
        "Usamos las reglas de comparación de pago de la Ley de Igualdad Salarial de California",
        "Pedimos los registros de pago",
        "Llegamos a un acuerdo por salarios atrasados y un aumento",
      ],
    },
    "discrimination-cases/5": {
      title: "Comentarios sobre su origen nacional y descenso de puesto",
      industry: "Manufactura",
      description:
        "Se burlaban del acento de un líder de línea, y luego lo bajaron de puesto sin darle ninguna explicación.",
      details: [
        "Guardamos los mensajes de texto con los comentarios",
        "Mostramos que el descenso de puesto vino después de su queja",
        "Llegamos a un acuerdo después de presentar una queja",
      ],
    },
    "discrimination-cases/6": {
      title: "Conflicto de horario por religión",
      industry: "Atención médica",
      description:
        "Despidieron a una asistente médica después de que pidió que no la pusieran a trabajar en su día de culto.",
      details: [
        "Mostramos que era fácil cambiar turnos con compañeros dispuestos",
        "Explicamos el deber del empleador de hacer ajustes por motivos religiosos",
        "Llegamos a un acuerdo en las primeras negociaciones",
      ],
    },
    "discrimination-cases/7": {
      title: "Acoso y despido por identidad de género",
      industry: "Hotelería",
      description:
        "Un gerente se refería una y otra vez con el género equivocado a una persona que trabajaba en la recepción, y la despidieron después de que se quejó.",
      details: [
        "Reunimos las quejas por escrito y las respuestas",
        "Relacionamos el despido con la queja por las fechas",
        "Llegamos a un acuerdo que incluyó un cambio de política",
      ],
    },
    "discrimination-cases/8": {
      title: "Sin ascenso a los {age} años",
      industry: "Transporte",
      description:
        "A un despachador con el mejor historial le dijeron que el equipo quería “energía nueva”, y el ascenso se lo dieron a un compañero más joven.",
      details: [
        "Señalamos los comentarios sobre la edad",
        "Comparamos las calificaciones de los dos, punto por punto",
        "Llegamos a un acuerdo en una mediación",
      ],
    },
    "discrimination-cases/9": {
      title: "Rechazo de contratación por acento",
      industry: "Educación",
      description:
        "A una tutora calificada le dijeron que no la iban a contratar porque los padres “prefieren a un hablante nativo”.",
      details: [
        "Guardamos el correo electrónico de rechazo",
        "Explicamos la protección por origen nacional de la Ley de Vivienda y Empleo Justo (FEHA)",
        "Llegamos a un acuerdo antes de presentar una demanda",
      ],
    },
    "harassment-claims/0": {
      title: "Presión de un supervisor para salir con él",
      industry: "Restaurante",
      description:
        "A una mesera le recortaron los turnos después de que rechazó las invitaciones repetidas de un gerente para salir con él.",
      details: [
        "Documentamos los cambios de horario",
        "Reunimos los mensajes del gerente",
        "Llegamos a un acuerdo y conseguimos que la transfirieran lejos de él",
      ],
    },
    "harassment-claims/1": {
      title: "Ambiente de trabajo hostil en una obra de construcción",
      industry: "Construcción",
      description:
        "Una aprendiz enfrentaba a diario chistes e imágenes sexuales en el trabajo, y su capataz no hacía nada.",
      details: [
        "Identificamos a compañeros de trabajo que fueron testigos",
        "Mostramos que el empleador lo sabía y no hizo nada",
        "Llegamos a un acuerdo que incluyó capacitación para prevenir el acoso",
      ],
    },
    "harassment-claims/2": {
      title: "Acoso de un cliente habitual",
      industry: "Comercio minorista",
      description: "Un cliente manoseó a una cajera, y su gerente le dijo que “solo sonriera”.",
      details: [
        "Explicamos el deber del empleador de actuar contra el acoso de los clientes",
        "Guardamos el informe del incidente que hizo la tienda",
        "Llegamos a un acuerdo en negociaciones",
      ],
    },
    "harassment-claims/3": {
      title: "Represalias después de denunciar acoso",
      industry: "Finanzas",
      description:
        "Una analista denunció los comentarios de un director, y un mes después recibió su primera mala evaluación.",
      details: [
        "Comparamos sus evaluaciones de antes y de después de la denuncia",
        "Mostramos las fechas de las sanciones",
        "Llegamos a un acuerdo en una mediación",
      ],
    },
    "harassment-claims/4": {
      title: "Tocamientos no deseados en un almacén",
      industry: "Logística",
      description:
        "Un líder tocaba una y otra vez a una surtidora de pedidos, aunque ella le dijo que parara.",
      details: [
        "La ayudamos a hacer una denuncia por escrito",
        "Seguimos de cerca la respuesta insuficiente del empleador",
        "Llegamos a un acuerdo después de una queja ante el Departamento de Derechos Civiles de California (CRD)",
      ],
    },
    "harassment-claims/5": {
      title: "Acoso de una persona del mismo sexo en un gimnasio",
      industry: "Gimnasios",
      description: "Un gerente le hacía comentarios sexuales a un entrenador sobre su cuerpo.",
      details: [
        "Explicamos que la ley también cubre el acoso de alguien del mismo sexo",
        "Reunimos declaraciones de testigos",
        "Llegamos a un acuerdo pronto",
      ],
    },
    "harassment-claims/6": {
      title: "Acoso “quid pro quo” (algo a cambio de algo) en un hotel",
      industry: "Hotelería",
      description:
        "A una trabajadora de limpieza le dijeron que sus horas de trabajo dependían de “ser amable” con un supervisor.",
      details: [
        "Hicimos una cronología de los cambios en sus horas",
        "La protegimos de más represalias",
        "Llegamos a un acuerdo con una transferencia y salarios atrasados",
      ],
    },
    "harassment-claims/7": {
      title: "Acoso en línea de compañeros de trabajo",
      industry: "Contratista del gobierno",
      description:
        "Unos compañeros de trabajo compartieron memes sexuales sobre una persona del equipo en un chat de grupo del trabajo.",
      details: [
        "Guardamos capturas de pantalla",
        "Mostramos que había gerentes en el grupo",
        "Llegamos a un acuerdo en negociaciones",
      ],
    },
    "harassment-claims/8": {
      title: "Acoso durante el embarazo",
      industry: "Agricultura",
      description:
        "Se burlaban de una trabajadora de una empacadora por su embarazo, y le negaron tareas más ligeras.",
      details: [
        "Juntamos los reclamos por acoso y por ajuste razonable",
        "Entrevistamos a los testigos en español",
        "Llegamos a un acuerdo que le devolvió sus días de licencia pagada",
      ],
    },
    "harassment-claims/9": {
      title: "Ambiente de trabajo hostil en una unidad de hospital",
      industry: "Atención médica",
      description:
        "Una enfermera aguantó comentarios sexuales de un médico, y recursos humanos los llamó “conflictos de personalidad”.",
      details: [
        "Reunimos quejas anteriores de otros empleados",
        "Mostramos el deber del empleador de investigar",
        "Llegamos a un acuerdo en una mediación",
      ],
    },
    "wage-and-hour/0": {
      title: "Horas extra diarias no pagadas a choferes",
      industry: "Reparto",
      description:
        "Un chofer trabajaba días de {hoursADay} horas, pero solo le pagaban horas extra después de {weeklyOvertimeAfter} horas a la semana.",
      details: [
        "Reconstruimos sus horas con los escaneos de la ruta",
        "Aplicamos la regla de California de horas extra por día",
        "Llegamos a un acuerdo por salarios atrasados más intereses",
      ],
    },
    "wage-and-hour/1": {
      title: "Sin periodos para comer en un almacén",
      industry: "Logística",
      description:
        "A los surtidores de pedidos les dijeron que comieran mientras trabajaban para cumplir sus cuotas, sin ningún pago adicional.",
      details: [
        "Contamos con los registros de horas los periodos para comer que no tuvieron",
        "Reclamamos una hora adicional de salario por día",
        "Llegamos a un acuerdo en negociaciones",
      ],
    },
    "wage-and-hour/2": {
      title: "Revisiones de seguridad sin pago después de marcar la salida",
      industry: "Distribución minorista",
      description:
        "Después de marcar su salida en cada turno, los trabajadores esperaban en filas para que les revisaran las bolsas.",
      details: [
        "Medimos las esperas con testigos",
        "Mostramos que ese tiempo era trabajo según la ley de California",
        "Llegamos a un acuerdo por el tiempo no pagado",
      ],
    },
    "wage-and-hour/3": {
      title: "Gerente de oficina mal clasificada",
      industry: "Bienes raíces",
      description:
        "A una gerente de oficina le negaron las horas extra, aunque su salario era menor que el mínimo que exige la ley para que un empleado quede sin derecho a horas extra.",
      details: [
        "Comparamos su salario con el mínimo legal",
        "Mostramos que, por sus tareas, tenía derecho a horas extra",
        "Llegamos a un acuerdo por horas extra no pagadas",
      ],
    },
    "wage-and-hour/4": {
      title: "Periodos de descanso negados a cuidadores",
      industry: "Cuidado en el hogar",
      description:
        "A los cuidadores con turnos largos nunca los relevaban para que tomaran sus periodos de descanso.",
      details: [
        "Reunimos horarios y mensajes de texto",
        "Reclamamos los pagos adicionales por periodos de descanso",
        "Llegamos a un acuerdo en las primeras negociaciones",
      ],
    },
    "wage-and-hour/5": {
      title: "Mal clasificado como contratista independiente",
      industry: "Reparto",
      description:
        "A un mensajero lo trataban como contratista, aunque trabajaba en horarios fijos y bajo las reglas de la empresa.",
      details: [
        "Aplicamos la prueba ABC, con la que la ley de California decide si alguien es empleado o contratista",
        "Calculamos las horas extra y los gastos que se le debían",
        "Llegamos a un acuerdo en una mediación",
      ],
    },
    "wage-and-hour/6": {
      title: "Salarios finales no pagados",
      industry: "Agricultura",
      description: "El pago final de un líder de cuadrilla llegó semanas tarde y le faltaba dinero.",
      details: [
        "Reclamamos los salarios no pagados y las multas por pago tardío",
        "Reunimos los talones de pago",
        "Llegamos a un acuerdo rápidamente",
      ],
    },
    "wage-and-hour/7": {
      title: "Errores en la tasa regular de pago por los bonos",
      industry: "Manufactura",
      description: "Los bonos de producción no se incluyeron en la tasa de pago de las horas extra.",
      details: [
        "Volvimos a calcular la tasa regular de pago con los bonos incluidos",
        "Mostramos el patrón durante tres años",
        "Llegamos a un acuerdo por la diferencia",
      ],
    },
    "wage-and-hour/8": {
      title: "Pago por turno dividido y por presentarse a trabajar",
      industry: "Restaurante",
      description:
        "A los cocineros los mandaban a casa temprano sin el pago por presentarse a trabajar, y trabajaban turnos divididos sin pagos adicionales.",
      details: [
        "Revisamos los horarios y los registros de entrada y salida",
        "Aplicamos las reglas de la orden de salario (wage order) de su industria",
        "Llegamos a un acuerdo en negociaciones",
      ],
    },
    "wage-and-hour/9": {
      title: "Gastos de teléfono y de manejo sin reembolsar",
      industry: "Ventas",
      description:
        "Una representante de ventas de campo usaba su propio carro y su propio teléfono para el trabajo, y no le reembolsaban esos gastos.",
      details: [
        "Calculamos los gastos de trabajo que se le debían",
        "Reunimos sus registros de manejo",
        "Llegamos a un acuerdo por los gastos más intereses",
      ],
    },
    "wrongful-termination/0": {
      title: "Despido después de reportar un peligro de seguridad",
      industry: "Manufactura",
      description:
        "Un operador de máquinas reportó una protección rota, y una semana después lo despidieron por su “actitud”.",
      details: [
        "Guardamos su reporte de seguridad por escrito",
        "Mostramos las fechas del despido",
        "Llegamos a un acuerdo en una mediación",
      ],
    },
    "wrongful-termination/1": {
      title: "Despido durante una licencia familiar",
      industry: "Tecnología",
      description:
        "A una gerente de producto le dijeron que su puesto se había eliminado mientras estaba en licencia según la Ley de Derechos de la Familia de California (CFRA).",
      details: [
        "Mostramos que poco después otra persona ocupó ese puesto",
        "Explicamos la protección del empleo que da la CFRA",
        "Llegamos a un acuerdo en negociaciones",
      ],
    },
    "wrongful-termination/2": {
      title: "Renuncia forzada después de una queja",
      industry: "Entretenimiento",
      description:
        "Después de quejarse de acoso, a una persona que trabajaba como asistente le dieron horarios imposibles, y renunció.",
      details: [
        "Preparamos un reclamo por renuncia forzada",
        "Documentamos los cambios de horario",
        "Llegamos a un acuerdo antes del juicio",
      ],
    },
    "wrongful-termination/3": {
      title: "Despido por un reclamo de compensación para trabajadores",
      industry: "Petróleo y gas",
      description:
        "Despidieron a un técnico de campo poco después de que presentó un reclamo de compensación para trabajadores.",
      details: [
        "Trabajamos en coordinación con su abogado de compensación para trabajadores",
        "Mostramos que la razón que dieron era un pretexto",
        "Llegamos a un acuerdo por los salarios perdidos",
      ],
    },
    "wrongful-termination/4": {
      title: "Denunciante en una clínica",
      industry: "Atención médica",
      description:
        "Una especialista en facturación se negó a cambiar códigos que ella creía falsos, y la despidieron.",
      details: [
        "Aplicamos las protecciones del artículo 1102.5 del Código Laboral",
        "Guardamos sus objeciones por escrito",
        "Llegamos a un acuerdo en una mediación",
      ],
    },
    "wrongful-termination/5": {
      title: "Despido después de preguntar por horas extra no pagadas",
      industry: "Logística",
      description:
        "Un trabajador de almacén preguntó por horas extra que le faltaban, y lo despidieron esa misma semana.",
      details: [
        "Juntamos los reclamos salariales y por represalias",
        "Reunimos declaraciones de compañeros de trabajo",
        "Llegamos a un acuerdo en negociaciones",
      ],
    },
    "wrongful-termination/6": {
      title: "Despido después de revelar una discapacidad",
      industry: "Finanzas",
      description:
        "Despidieron a un contador pocos días después de que contó que le habían diagnosticado cáncer.",
      details: [
        "Mostramos un buen historial de desempeño",
        "Explicamos las protecciones por discapacidad",
        "Llegamos a un acuerdo con una referencia laboral neutral",
      ],
    },
    "wrongful-termination/7": {
      title: "Despido por servir como jurado",
      industry: "Comercio minorista",
      description: "Una dependienta de tienda perdió su trabajo después de servir como jurado.",
      details: [
        "Mostramos que la ley protege el servicio como jurado",
        "Guardamos la citación y el horario",
        "Llegamos a un acuerdo rápidamente",
      ],
    },
    "wrongful-termination/8": {
      title: "Embarazo y despido",
      industry: "Hotelería",
      description:
        "Despidieron a una supervisora de hotel después de que preguntó por la licencia por embarazo.",
      details: [
        "Juntamos los reclamos por discriminación por embarazo y por licencia",
        "Reunimos mensajes de recursos humanos",
        "Llegamos a un acuerdo en una mediación",
      ],
    },
    "wrongful-termination/9": {
      title: "Despido por negarse a violar la ley",
      industry: "Transporte",
      description: "Un chofer se negó a manejar más horas de las que permite la ley, y lo despidieron.",
      details: [
        "Mostramos que la ley protegía su negativa",
        "Reunimos sus bitácoras de manejo",
        "Llegamos a un acuerdo en negociaciones",
      ],
    },
  },
} satisfies typeof english;
