import type english from "../en/faqs";

// The Spanish words of content/faqs.ts, with the same keys as ../en/faqs.ts. Terms follow
// docs/glossary-es.md. Legal figures stay {{fig:<id>}} placeholders, as in English.
export default {
  general: {
    "review-cost": {
      question: "¿Cuesta algo la revisión de mi caso?",
      answer: "No. La revisión es gratuita y después no tiene ninguna obligación de contratarnos.",
    },
    "no-win-no-fee": {
      question: "¿Qué significa 'no paga a menos que ganemos'?",
      answer:
        "No paga honorarios de abogado a menos que se recupere dinero para usted. En ese caso, los honorarios son una parte de ese dinero, acordada por escrito antes de empezar cualquier trabajo. Los costos del caso (como las cuotas para presentar documentos en la corte, los taquígrafos judiciales y los honorarios de peritos) los paga por adelantado el bufete; si se recupera dinero, de ese dinero se le devuelven esos costos al bufete, además de pagarse los honorarios. Si no se recupera nada, no debe ni honorarios ni costos. Su acuerdo por escrito explica todo esto, y puede preguntarnos al respecto antes de firmar.",
    },
    "employer-finds-out": {
      question: "¿Mi empleador se enterará de que me comuniqué con ustedes?",
      answer:
        "No. Lo que nos cuente es confidencial. Su empleador solo se entera de un reclamo si usted decide seguir adelante y nosotros nos comunicamos con él en su nombre.",
    },
    "time-to-act": {
      question: "¿Cuánto tiempo tengo para actuar?",
      answer:
        "Depende del reclamo. Una queja por discriminación o acoso ante el Departamento de Derechos Civiles de California (CRD) se puede presentar dentro de {{fig:crd-complaint-deadline}}, un cargo federal ante la Comisión para la Igualdad de Oportunidades en el Empleo (EEOC) dentro de {{fig:eeoc-charge-deadline}} en California, y la mayoría de los reclamos salariales pueden cubrir hasta {{fig:wage-claim-deadline}} atrás. Algunos plazos son más cortos, así que es mejor preguntar pronto.",
    },
    "fired-for-complaining": {
      question: "¿Me pueden despedir por hablar con un abogado o presentar una queja?",
      answer:
        "En California, castigarlo por quejarse de discriminación, acoso, salarios no pagados o problemas de seguridad es una represalia ilegal, y eso puede ser un reclamo aparte.",
    },
  },
  discrimination: {
    "what-counts": {
      question: "¿Qué se considera discriminación en el trabajo?",
      answer:
        "Cualquier trato peor por una característica protegida, como la raza, el sexo, la edad (40 años o más), una discapacidad, la religión, el embarazo, la orientación sexual o el origen nacional: al contratar, en el pago, en los ascensos, en la disciplina o en el despido.",
    },
    "written-proof": {
      question: "¿Necesito pruebas por escrito?",
      answer:
        "No. Muchos casos se basan en el momento en que pasaron las cosas, los patrones, cómo trataron a otras personas y lo que dijo la gente. Anote lo que recuerde, con fechas, y guarde los mensajes que ya tenga.",
    },
    deadline: {
      question: "¿Cuál es el plazo para un reclamo por discriminación?",
      answer:
        "Puede presentar una queja ante el Departamento de Derechos Civiles de California (CRD) dentro de {{fig:crd-complaint-deadline}}. Después de que el CRD le dé un aviso de derecho a demandar, tiene {{fig:crd-lawsuit-deadline}} para presentar una demanda. Un cargo federal ante la Comisión para la Igualdad de Oportunidades en el Empleo (EEOC) se debe presentar dentro de {{fig:eeoc-charge-deadline}} en California.",
    },
    "performance-reason": {
      question: "Mi empleador dice que me despidieron por mi desempeño. ¿Todavía puedo tener un caso?",
      answer:
        "Sí. Muchas veces los empleadores dan una razón que suena legal. Si la razón no es cierta, o a otras personas con el mismo historial no las despidieron, eso puede ser una prueba de discriminación.",
    },
    "employer-size": {
      question: "¿Importa el tamaño de mi empleador?",
      answer:
        "La ley de California contra la discriminación cubre a la mayoría de los empleadores con cinco o más empleados, y las reglas contra el acoso cubren a empleadores de cualquier tamaño. Cuéntenos sobre su lugar de trabajo y lo revisaremos.",
    },
  },
  harassment: {
    "not-sexual": {
      question: "¿El acoso tiene que ser sexual para contar?",
      answer:
        "No. El acoso sexual incluye conductas dirigidas a usted por su sexo o su género, aunque no sean sexuales, como insultos a una mujer o a un hombre por hacer un trabajo que supuestamente 'no le corresponde'.",
    },
    "customer-harasser": {
      question: "¿Y si quien me acosa es un cliente?",
      answer:
        "Su empleador debe actuar cuando sabe, o debería saber, que un cliente lo está acosando. Avísele a su gerente por escrito y guarde una copia.",
    },
    "report-to-hr": {
      question: "¿Tengo que reportarlo primero a recursos humanos?",
      answer:
        "No es obligatorio reportarlo para tener un reclamo. Si lo reporta, decírselo de palabra a un supervisor o a recursos humanos está protegido contra las represalias igual que un reporte por escrito; ponerlo también por escrito (un correo que usted guarde) ayuda a mostrar qué dijo y cuándo. Si tiene miedo de reportarlo, hable primero con un abogado.",
    },
    "one-incident": {
      question: "¿Basta con un solo incidente?",
      answer:
        "Puede bastar, si es grave, como un contacto físico no deseado. Varios incidentes menores repetidos también pueden sumar y crear un ambiente de trabajo hostil.",
    },
    deadline: {
      question: "¿Cuánto tiempo tengo para presentar una queja?",
      answer:
        "Una queja ante el Departamento de Derechos Civiles de California (CRD) se puede presentar dentro de {{fig:crd-complaint-deadline}}. Un cargo federal ante la Comisión para la Igualdad de Oportunidades en el Empleo (EEOC) se debe presentar dentro de {{fig:eeoc-charge-deadline}} en California, contados desde el último acto de acoso.",
    },
  },
  "wage-hour": {
    overtime: {
      question: "¿Cuándo me deben pagar horas extra en California?",
      answer:
        "Después de 8 horas en un día o de 40 horas en una semana, a tiempo y medio (1.5 veces su tasa regular de pago), y tiempo doble después de 12 horas en un día. El séptimo día seguido de trabajo tiene sus propias reglas.",
    },
    "missed-meal-break": {
      question: "¿Y si no pude tomar mi periodo para comer?",
      answer:
        "Su empleador le debe un pago adicional de una hora de salario, a su tasa regular de pago, por cada día de trabajo en que no pudo tomar su periodo para comer, y otro igual si ese día no pudo tomar un periodo de descanso.",
    },
    salaried: {
      question: "Me pagan un salario fijo. ¿Tengo derecho a horas extra?",
      answer:
        "Tal vez. Un salario fijo por sí solo no lo deja exento de las horas extra. El salario debe ser de por lo menos {{fig:exempt-salary-floor}} al año, y sus tareas también deben cumplir requisitos estrictos.",
    },
    "how-far-back": {
      question: "¿Hasta cuánto tiempo atrás puedo reclamar salarios no pagados?",
      answer:
        "Normalmente {{fig:wage-claim-deadline}} según el Código Laboral, y hasta {{fig:ucl-deadline}} según la Ley de Competencia Desleal (Unfair Competition Law).",
    },
    "still-working-there": {
      question: "Todavía trabajo allí. ¿Es seguro pedir mi salario?",
      answer:
        "La ley de California prohíbe castigarlo por preguntar por su salario o reclamarlo. Si eso pasa, puede ser un reclamo aparte por represalias.",
    },
  },
  "wrongful-termination": {
    "at-will": {
      question: "Mi empleo era 'a voluntad' (at will). ¿Todavía puedo tener un caso?",
      answer:
        "Sí. El empleo a voluntad permite que un empleador lo despida sin dar una razón, pero nunca por una razón ilegal, como la discriminación, las represalias o tomar una licencia protegida.",
    },
    "pushed-to-resign": {
      question: "Me presionaron para renunciar. ¿Eso cuenta?",
      answer:
        "Puede contar. Si las condiciones se volvieron tan malas que una persona razonable renunciaría, la ley puede tratarlo como un despido (se llama despido constructivo, o constructive discharge en inglés).",
    },
    severance: {
      question: "¿Debo firmar el acuerdo de separación (severance agreement)?",
      answer:
        "Léalo con cuidado antes de firmarlo; normalmente, si lo firma, ya no puede demandar a su empleador. Puede pedir tiempo para revisarlo, y nosotros podemos revisarlo gratis.",
    },
    "right-after-firing": {
      question: "¿Qué debo hacer justo después de que me despidan?",
      answer:
        "Anote qué pasó y cuándo, guarde su carta de despido, sus talones de pago y sus mensajes, y pida su expediente de personal por escrito. No se lleve documentos de la empresa que no tiene permiso de tener.",
    },
    deadline: {
      question: "¿Cuánto tiempo tengo?",
      answer:
        "Depende del reclamo. Las quejas por discriminación o represalias ante el Departamento de Derechos Civiles (CRD) se pueden presentar dentro de {{fig:crd-complaint-deadline}}. Otros reclamos tienen plazos distintos, así que pregunte pronto.",
    },
  },
  workplaceRights: {
    undocumented: {
      question: "¿La ley me protege si no tengo documentos migratorios?",
      answer:
        "Sí. Las leyes de California sobre salarios, discriminación y acoso protegen a los trabajadores sin importar su estatus migratorio. Es ilegal que lo amenacen con reportar su estatus migratorio porque usted se quejó.",
    },
    "employee-or-contractor": {
      question: "¿Soy empleado o contratista independiente?",
      answer:
        "California usa la prueba ABC (que la ley AB 5 puso por escrito): usted es empleado a menos que la empresa demuestre que usted está libre de su control, que hace un trabajo fuera del negocio habitual de la empresa y que tiene su propio negocio independiente. Los conductores que trabajan por medio de aplicaciones son un caso especial según la Proposición 22.",
    },
    "family-leave": {
      question: "¿Puedo tomar tiempo libre para cuidar a un familiar enfermo?",
      answer:
        "Si su empleador tiene {{fig:leave-employer-size}} o más, la Ley de Derechos de la Familia de California (CFRA) puede darle hasta {{fig:cfra-leave-weeks}} de licencia con su empleo protegido, una vez que cumpla sus requisitos de tiempo trabajado.",
    },
    "pay-cut-for-asking": {
      question: "¿Mi empleador puede bajarme el pago por preguntar sobre los salarios?",
      answer: "No. Hablar de su pago y pedir los salarios que le deben está protegido.",
    },
    evidence: {
      question: "¿Qué debo guardar como pruebas?",
      answer:
        "Talones de pago, horarios, mensajes de texto y correos electrónicos sobre el problema, nombres de testigos y sus propias notas con fecha. Guarde copias en un lugar al que su empleador no pueda llegar, y nunca se lleve documentos que no tiene permiso de tener.",
    },
  },
} satisfies typeof english;
