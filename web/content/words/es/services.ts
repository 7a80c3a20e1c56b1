import type english from "../en/services";

// The Spanish words of content/services.ts, with the same keys as ../en/services.ts. Terms follow
// docs/glossary-es.md ("tasa regular de pago", "tiempo y medio", "periodo para comer"). Legal
// figures stay {{fig:<id>}} placeholders, as in English.
export default {
  filingDeadlines: {
    title: "Plazos para presentar un reclamo",
    text: "Puede presentar una queja ante el Departamento de Derechos Civiles de California (CRD) dentro de {{fig:crd-complaint-deadline}}. El plazo para presentar un cargo (una queja federal) ante la Comisión para la Igualdad de Oportunidades en el Empleo (EEOC) es más corto: {{fig:eeoc-charge-deadline-base}}, que en California se extiende a {{fig:eeoc-charge-deadline}}. No espere.",
  },
  links: {
    "guide-proving-discrimination": { label: "Guía: Cómo se prueba la discriminación en el trabajo" },
    "guide-fired-for-reporting-harassment": { label: "Guía: Despido por denunciar acoso" },
    "guide-overtime": { label: "Guía: Las reglas de horas extra en California, explicadas" },
    "blog-minimum-wage": { label: "El salario mínimo de California hoy" },
    "workplace-rights": { label: "Conozca sus derechos en el trabajo" },
    "results-discrimination": { label: "Resultados de casos de discriminación" },
    "results-harassment": { label: "Resultados de casos de acoso" },
    "results-wage-hour": { label: "Resultados de casos de salarios y horarios" },
    "results-wrongful-termination": { label: "Resultados de casos de despido ilegal" },
    crd: { label: "Departamento de Derechos Civiles de California (CRD)" },
    eeoc: { label: "Comisión para la Igualdad de Oportunidades en el Empleo (EEOC) de EE. UU." },
    "labor-commissioner": { label: "Comisionado Laboral de California" },
  },
  services: {
    discrimination: {
      title: "Discriminación en el trabajo",
      shortTitle: "Discriminación",
      summary:
        "¿Lo tratan peor en el trabajo por su raza, edad, sexo, discapacidad, religión u otra característica protegida? La ley de California lo prohíbe.",
      longDescription: [
        "Discriminación significa que su empleador lo trata peor por ser quien es. Puede ser un despido, un ascenso que no le dieron, menos pago, peores turnos o que lo dejen fuera de una capacitación. No hace falta que nadie lo diga abiertamente; muchas veces se nota en un patrón.",
        "La Ley de Vivienda y Empleo Justo (FEHA) de California protege a más grupos que la ley federal. No necesita tener pruebas en la mano para hablar con nosotros. Cuéntenos qué pasó y le ayudaremos a ver cuáles podrían ser las pruebas.",
      ],
      examples: [
        "No le dieron un ascenso",
        "Lo despidieron después de pedir un ajuste razonable por una discapacidad",
        "Le pagan menos que a sus compañeros de trabajo",
      ],
      commonIssues: {
        "unequal-pay": {
          title: "Pago desigual",
          text: "Usted gana menos que compañeros que hacen el mismo trabajo o uno parecido.",
        },
        "missed-promotions": {
          title: "Ascensos negados",
          text: "A personas menos calificadas les siguen dando los puestos que usted solicitó.",
        },
        "firing-or-layoff": {
          title: "Despido o recorte de personal",
          text: "Usted perdió su empleo mientras que otros en el mismo puesto lo conservaron.",
        },
        "refused-accommodation": {
          title: "Ajuste razonable negado",
          text: "Su empleador no quiso adaptar su trabajo por una discapacidad o un embarazo.",
        },
        "slurs-and-stereotypes": {
          title: "Insultos y estereotipos",
          text: "Los gerentes hacen comentarios sobre su raza, edad, acento o fe.",
        },
      },
      protections: {
        feha: {
          title: "FEHA",
          text: "La principal ley de California contra la discriminación en el empleo. Cubre raza, color, religión, sexo, identidad de género, orientación sexual, origen nacional, discapacidad, edad (40 años o más), embarazo y más.",
        },
        "federal-laws": {
          title: "Título VII, ADA y ADEA",
          text: "Leyes federales que protegen contra la discriminación por raza, sexo, religión, origen nacional, discapacidad y edad.",
        },
        "equal-pay-act": {
          title: "Ley de Igualdad Salarial de California",
          text: "Pago igual por un trabajo sustancialmente similar, sin importar su sexo, raza u origen étnico.",
        },
      },
      remedies: [
        "Salarios y beneficios perdidos, pasados y futuros",
        "Dinero por angustia emocional",
        "Recuperar su empleo o un ascenso que le negaron",
        "Daños punitivos en algunos casos en que el empleador actuó con malicia",
        "Honorarios de abogado pagados por el empleador si usted gana",
      ],
      extras: {
        types: {
          heading: "Seis tipos comunes de discriminación",
          intro: "Estos son los que vemos con más frecuencia. La ley protege a más grupos que estos seis.",
          items: {
            "race-and-color": {
              title: "Raza y color",
              text: "Un trato peor por su raza, su color de piel o rasgos ligados a la raza, como la textura del cabello.",
            },
            age: {
              title: "Edad",
              text: "Que lo presionen para renunciar o no lo tomen en cuenta porque tiene 40 años o más.",
            },
            "sex-and-gender": {
              title: "Sexo y género",
              text: "Pago u oportunidades desiguales por su sexo, su identidad de género o su expresión de género.",
            },
            pregnancy: {
              title: "Embarazo",
              text: "Que la despidan, la bajen de puesto o le nieguen una licencia o cambios en el trabajo porque está embarazada.",
            },
            disability: {
              title: "Discapacidad",
              text: "Que le nieguen ajustes razonables en su trabajo, o que lo despidan por una condición de salud.",
            },
            "religion-and-national-origin": {
              title: "Religión y origen nacional",
              text: "Que lo castiguen por su fe, su acento, su idioma o el lugar de donde viene.",
            },
          },
        },
      },
    },
    harassment: {
      title: "Acoso sexual",
      shortTitle: "Acoso",
      summary:
        "Insinuaciones, comentarios o contacto físico no deseados, o un ambiente de trabajo hostil. Cuenta aunque nadie quisiera hacerle daño. Puede denunciarlo, de palabra o por escrito, y la ley lo protege.",
      longDescription: [
        "El acoso sexual es una conducta no deseada de naturaleza sexual, o una conducta dirigida contra usted por su sexo. Puede venir de un jefe, un compañero de trabajo o un cliente. Puede ser un solo acto grave o muchos actos menores que vuelven hostil el trabajo.",
        "En California, el empleador es responsable del acoso de un supervisor, y del acoso de otras personas cuando sabía del acoso, o debía saberlo, y no lo detuvo. Denunciar el acoso está protegido: castigarlo por hacerlo es una represalia ilegal.",
      ],
      examples: [
        "Contacto físico no deseado",
        "Presión para aceptar citas",
        "Chistes y comentarios sexuales",
      ],
      commonIssues: {
        "quid-pro-quo": {
          title: "Quid pro quo (algo a cambio de algo)",
          text: "Un jefe condiciona su empleo, sus turnos o su pago a citas o favores sexuales.",
        },
        "hostile-environment": {
          title: "Ambiente de trabajo hostil",
          text: "Chistes, imágenes, comentarios o contacto físico le hacen difícil hacer su trabajo.",
        },
        customers: {
          title: "Acoso por parte de clientes",
          text: "Su empleador deja que los clientes lo acosen y no hace nada.",
        },
        retaliation: {
          title: "Represalias por denunciar",
          text: "Después de quejarse, le dieron peores turnos o amonestaciones por escrito, o lo despidieron.",
        },
      },
      protections: {
        feha: {
          title: "FEHA",
          text: "Prohíbe el acoso en el trabajo en California, incluido el de compañeros de trabajo y clientes, y protege a quienes lo denuncian.",
        },
        training: {
          title: "Obligación de capacitar",
          text: "Los empleadores con cinco o más empleados deben dar a su personal y a sus supervisores una capacitación para prevenir el acoso.",
        },
        "title-vii": {
          title: "Título VII",
          text: "La ley federal considera el acoso sexual como discriminación por sexo.",
        },
      },
      remedies: [
        "Dinero por angustia emocional",
        "Salarios perdidos si tuvo que dejar el trabajo o lo presionaron para renunciar",
        "Daños punitivos en algunos casos",
        "Cambios en el trabajo para que el acoso pare",
        "Honorarios de abogado pagados por el empleador si usted gana",
      ],
      extras: {},
    },
    "wage-hour": {
      title: "Salarios y horarios",
      shortTitle: "Salarios y horarios",
      summary:
        "Horas extra no pagadas, periodos para comer o de descanso que no pudo tomar, o un pago menor al salario mínimo. El empleador debe pagarle cada hora que trabajó.",
      longDescription: [
        "California tiene algunas de las leyes de pago que más protegen a los trabajadores en todo el país. Las horas extra empiezan después de 8 horas en un día, no solo después de 40 en una semana. Los periodos para comer y de descanso son obligatorios, y si no puede tomar uno, le deben un pago adicional de una hora de salario.",
        "En la mayoría de los reclamos salariales puede cobrar lo que le deben de hasta {{fig:wage-claim-deadline}} atrás, y de hasta {{fig:ucl-deadline}} según la Ley de Competencia Desleal de California. Guarde sus talones de pago y, si puede, una nota sencilla de las horas que realmente trabajó.",
      ],
      examples: [
        "Horas extra no pagadas",
        "Periodos para comer que no pudo tomar",
        "Trabajo fuera del horario registrado",
      ],
      commonIssues: {
        "unpaid-overtime": {
          title: "Horas extra no pagadas",
          text: "Trabaja más de 8 horas al día o 40 a la semana y no le pagan las horas extra.",
        },
        "off-the-clock": {
          title: "Trabajo fuera del horario registrado",
          text: "Le piden empezar antes, quedarse más tarde o contestar mensajes sin pagarle ese tiempo.",
        },
        "missed-breaks": {
          title: "Descansos que no puede tomar",
          text: "No puede tomar completo su periodo para comer o de descanso, y no le pagan nada adicional por eso.",
        },
        misclassification: {
          title: "Lo clasificaron mal",
          text: "Lo llaman contratista o 'exento' cuando la ley dice que usted es un empleado con derecho a horas extra.",
        },
        "wrong-pay-stubs": {
          title: "Talones de pago incorrectos",
          text: "A su talón de pago le faltan horas, tasas de pago o deducciones.",
        },
      },
      protections: {
        "labor-code-510": {
          title: "Artículo 510 del Código Laboral",
          text: "Horas extra a tiempo y medio después de 8 horas al día o 40 a la semana, y tiempo doble después de 12 horas al día.",
        },
        "labor-code-512-226-7": {
          title: "Artículos 512 y 226.7 del Código Laboral",
          text: "Periodos para comer y de descanso, y un pago adicional de una hora de salario por cada día en que no pudo tomar un periodo para comer o de descanso.",
        },
        "minimum-wage": {
          title: "Salario mínimo",
          text: "El salario mínimo estatal es de {{fig:state-minimum-wage}}, y muchas ciudades fijan uno más alto.",
        },
        "time-limits": {
          title: "Plazos",
          text: "La mayoría de los reclamos del Código Laboral se pueden presentar dentro de {{fig:wage-claim-deadline}}; la Ley de Competencia Desleal permite {{fig:ucl-deadline}}.",
        },
      },
      remedies: [
        "Los salarios y las horas extra que se ganó y no le pagaron",
        "Un pago adicional de una hora de salario por cada día en que no pudo tomar un periodo para comer o de descanso",
        "Intereses y multas que fija el Código Laboral",
        "Honorarios de abogado pagados por el empleador si usted gana",
      ],
      extras: {
        overtime: {
          heading: "Reglas de horas extra en California",
          intro:
            "El artículo 510 del Código Laboral fija estas reglas para la mayoría de los trabajadores que ganan por hora. Algunos empleos tienen sus propias reglas.",
          items: {
            "over-8-a-day": {
              title: "Más de 8 horas en un día",
              text: "Tiempo y medio (1.5 veces su tasa regular de pago) por las horas que pasen de 8, hasta 12.",
            },
            "over-40-a-week": {
              title: "Más de 40 horas en una semana",
              text: "Tiempo y medio por las horas que pasen de 40.",
            },
            "seventh-day": {
              title: "Séptimo día seguido",
              text: "Tiempo y medio por las primeras 8 horas del séptimo día seguido de trabajo.",
            },
            "double-time": {
              title: "Tiempo doble",
              text: "2 veces su tasa regular de pago después de 12 horas en un día, y después de 8 horas en el séptimo día seguido.",
            },
            "alternative-schedules": {
              title: "Horarios alternativos",
              text: "Un horario distinto (por ejemplo, cuatro días de 10 horas) necesita que dos tercios de los trabajadores a los que se aplica lo aprueben en votación secreta.",
            },
          },
        },
        breaks: {
          heading: "Periodos para comer y de descanso",
          intro:
            "Los descansos son obligatorios, no un favor. Si no puede tomar un descanso, le deben dinero por eso.",
          items: {
            "meal-break": {
              title: "Periodo para comer",
              text: "Un periodo para comer de 30 minutos, sin pago, cuando su turno dura más de 5 horas. Solo puede acordar con su empleador no tomarlo si el turno es de 6 horas o menos.",
            },
            "second-meal-break": {
              title: "Segundo periodo para comer",
              text: "Un segundo periodo para comer de 30 minutos cuando su turno dura más de 10 horas (si el turno es de 12 horas o menos, puede acordar no tomarlo, siempre que no haya acordado saltarse el primero).",
            },
            "rest-breaks": {
              title: "Periodos de descanso",
              text: "Un periodo de descanso pagado de 10 minutos por cada 4 horas de trabajo, o la mayor parte de ese tiempo. En un turno de menos de 3.5 horas no es obligatorio darle un periodo de descanso.",
            },
            "missed-break-pay": {
              title: "Pago por descansos que no pudo tomar",
              text: "Un pago adicional de una hora de salario, a su tasa regular de pago, por cada día de trabajo en que no pudo tomar su periodo para comer, y otro si ese día no pudo tomar un periodo de descanso (artículo 226.7 del Código Laboral).",
            },
          },
        },
      },
    },
    "wrongful-termination": {
      title: "Despido ilegal",
      shortTitle: "Despido ilegal",
      summary:
        "Un despido que viola la ley: por una razón que la ley prohíbe, como denunciar un problema, tomar una licencia protegida o pertenecer a un grupo protegido.",
      longDescription: [
        "La mayoría de los empleos en California son 'a voluntad' ('at will'), así que normalmente el empleador puede despedirlo sin dar una razón. Pero nunca puede despedirlo por una razón ilegal: por discriminación, como represalia por quejarse, por tomar una licencia protegida o por negarse a violar la ley.",
        "Que lo presionen para renunciar también puede contar. Si su empleador hizo el trabajo tan insoportable que cualquier persona razonable se iría, la ley puede tratarlo como un despido.",
      ],
      examples: [
        "Despido después de reportar un problema de seguridad",
        "Despido durante una licencia médica",
        "Renuncia forzada",
      ],
      commonIssues: {
        retaliation: {
          title: "Represalias",
          text: "Lo despidieron poco después de quejarse del pago, la seguridad, el acoso o la discriminación.",
        },
        leave: {
          title: "Despido por tomar una licencia",
          text: "Lo despidieron durante o después de una licencia familiar, médica o por embarazo.",
        },
        whistleblowing: {
          title: "Denunciar algo ilegal",
          text: "Reportó algo ilegal a un gerente o a una agencia del gobierno y perdió su empleo.",
        },
        "forced-resignation": {
          title: "Renuncia forzada",
          text: "Lo presionaron para renunciar con condiciones insoportables o un ultimátum.",
        },
        "breach-of-contract": {
          title: "Incumplimiento de contrato",
          text: "Su empleador no cumplió una promesa, escrita o verbal, de que usted conservaría su empleo.",
        },
      },
      protections: {
        feha: {
          title: "FEHA",
          text: "Prohíbe despedir a alguien por una característica protegida o porque se quejó de discriminación o acoso.",
        },
        "labor-code-1102-5": {
          title: "Artículo 1102.5 del Código Laboral",
          text: "Protege a los trabajadores que reportan algo que, con motivos razonables, creen que viola la ley.",
        },
        cfra: {
          title: "CFRA",
          text: "Los empleadores con {{fig:leave-employer-size}} o más deben permitir hasta {{fig:cfra-leave-weeks}} de licencia familiar y médica, y no pueden despedirlo por tomarla.",
        },
      },
      remedies: [
        "Salarios y beneficios perdidos",
        "Dinero por angustia emocional",
        "Volver a su empleo en algunos casos",
        "Daños punitivos en algunos casos",
        "Honorarios de abogado pagados por el empleador si usted gana",
      ],
      extras: {
        signs: {
          heading: "Señales de que su despido pudo ser ilegal",
          intro:
            "Ninguna de estas señales demuestra por sí sola que usted tiene un caso, pero vale la pena contarle a un abogado cualquiera de ellas.",
          items: {
            timing: {
              title: "El momento",
              text: "Lo despidieron poco después de una queja, una lesión, una solicitud de licencia o de avisar que estaba embarazada.",
            },
            "changing-reason": {
              title: "La razón sigue cambiando",
              text: "Le dieron una razón, luego otra, o una razón que no coincide con su historial de trabajo.",
            },
            "good-reviews": {
              title: "Buenas evaluaciones hasta entonces",
              text: "Sus evaluaciones eran buenas hasta que se quejó o pidió algo a lo que la ley le da derecho.",
            },
            "others-treated-better": {
              title: "A otros los trataron mejor",
              text: "Compañeros de trabajo que hicieron lo mismo conservaron su empleo.",
            },
            remarks: {
              title: "Comentarios sobre quién es usted",
              text: "Alguien hizo comentarios sobre su edad, raza, sexo, salud o fe antes del despido.",
            },
          },
        },
      },
    },
  },
} satisfies typeof english;
