import { serviceSchema, type Service } from "../services-schema";
import { z } from "../../lib/content-zod";

// Spanish twin of ../services.ts. Ids, schema and types are ../services-schema.ts; the ids stay
// in English because they are the URL slugs (/services/{id}) and keys of config/site.json.
// Legal figures stay as {{fig:...}} placeholders, exactly as in the English module.
export * from "../services-schema";

const eeocAndCrd = {
  title: "Plazos para presentar",
  text: "Puede presentar una queja ante el Departamento de Derechos Civiles de California (CRD) dentro de {{fig:crd-complaint-deadline}}. Un cargo federal ante la Comisión para la Igualdad de Oportunidades en el Empleo (EEOC) tiene un plazo más corto: {{fig:eeoc-charge-deadline-base}}, que se extiende a {{fig:eeoc-charge-deadline}} en California. No espere.",
};

export const services: readonly Service[] = z.array(serviceSchema).parse([
  {
    id: "discrimination",
    title: "Discriminación en el trabajo",
    shortTitle: "Discriminación",
    summary:
      "¿Lo tratan peor en el trabajo por su raza, edad, sexo, discapacidad, religión u otra característica protegida? La ley de California lo prohíbe.",
    longDescription: [
      "Discriminación significa que su empleador lo trata peor por ser quien es. Puede ser un despido, un ascenso que no le dieron, menos pago, peores turnos o que lo dejen fuera de una capacitación. No tiene que decirse en voz alta; muchas veces se nota en un patrón.",
      "La Ley de Vivienda y Empleo Justo (FEHA) de California protege a más grupos que la ley federal. No necesita tener pruebas en la mano para hablar con nosotros. Cuéntenos qué pasó y le ayudaremos a ver cuáles podrían ser las pruebas.",
    ],
    examples: [
      "No le dieron un ascenso",
      "Despido después de pedir un ajuste razonable por discapacidad",
      "Menos pago que sus compañeros de trabajo",
    ],
    commonIssues: [
      {
        title: "Pago desigual",
        text: "Usted gana menos que compañeros que hacen el mismo trabajo o uno parecido.",
      },
      {
        title: "Ascensos negados",
        text: "Personas menos calificadas siguen obteniendo los puestos que usted solicitó.",
      },
      {
        title: "Despido o recorte de personal",
        text: "Usted perdió su empleo mientras que otros en el mismo puesto lo conservaron.",
      },
      {
        title: "Ajuste razonable negado",
        text: "Su empleador no quiso adaptar su trabajo por una discapacidad o un embarazo.",
      },
      {
        title: "Insultos y estereotipos",
        text: "Los gerentes hacen comentarios sobre su raza, edad, acento o fe.",
      },
    ],
    protections: [
      {
        title: "FEHA",
        text: "La principal ley de California contra la discriminación en el empleo. Cubre raza, color, religión, sexo, identidad de género, orientación sexual, origen nacional, discapacidad, edad (40 años o más), embarazo y más.",
      },
      {
        title: "Título VII, ADA y ADEA",
        text: "Leyes federales que protegen contra la discriminación por raza, sexo, religión, origen nacional, discapacidad y edad.",
      },
      {
        title: "Ley de Igualdad Salarial de California",
        text: "Pago igual por un trabajo sustancialmente similar, sin importar su sexo, raza u origen étnico.",
      },
      eeocAndCrd,
    ],
    remedies: [
      "Salarios y beneficios perdidos, pasados y futuros",
      "Dinero por angustia emocional",
      "Recuperar su empleo o un ascenso que le negaron",
      "Daños punitivos en algunos casos en que el empleador actuó con malicia",
      "Honorarios de abogado pagados por el empleador si usted gana",
    ],
    resources: [
      {
        label: "Guía: Cómo se prueba la discriminación en el trabajo",
        href: "/guides/proving-workplace-discrimination",
      },
      { label: "Conozca sus derechos en el trabajo", href: "/workplace-rights" },
      { label: "Resultados de casos de discriminación", href: "/results/discrimination-cases" },
      {
        label: "Departamento de Derechos Civiles de California (CRD)",
        href: "https://calcivilrights.ca.gov/",
      },
      {
        label: "Comisión para la Igualdad de Oportunidades en el Empleo (EEOC) de EE. UU.",
        href: "https://www.eeoc.gov/",
      },
    ],
    extras: [
      {
        kind: "types",
        heading: "Seis tipos comunes de discriminación",
        intro: "Estos son los que vemos con más frecuencia. La ley protege a más grupos que estos seis.",
        items: [
          {
            title: "Raza y color",
            text: "Un trato peor por su raza, su color de piel o rasgos ligados a la raza, como la textura del cabello.",
          },
          {
            title: "Edad",
            text: "Que lo presionen para irse o no lo tomen en cuenta porque tiene 40 años o más.",
          },
          {
            title: "Sexo y género",
            text: "Pago u oportunidades desiguales por su sexo, su identidad de género o su expresión de género.",
          },
          {
            title: "Embarazo",
            text: "Que la despidan, la bajen de puesto o le nieguen una licencia o cambios en el trabajo porque está embarazada.",
          },
          {
            title: "Discapacidad",
            text: "Que le nieguen ajustes razonables en su trabajo, o que lo despidan por una condición de salud.",
          },
          {
            title: "Religión y origen nacional",
            text: "Que lo castiguen por su fe, su acento, su idioma o el lugar de donde viene.",
          },
        ],
      },
    ],
  },
  {
    id: "harassment",
    title: "Acoso sexual",
    shortTitle: "Acoso",
    summary:
      "Insinuaciones, comentarios o contacto físico no deseados, o un ambiente de trabajo hecho hostil a propósito. Puede denunciarlo y la ley lo protege cuando lo hace.",
    longDescription: [
      "El acoso sexual es una conducta no deseada de naturaleza sexual, o una conducta dirigida contra usted por su sexo. Puede venir de un jefe, un compañero de trabajo o un cliente. Puede ser un solo acto grave o muchos actos menores que vuelven hostil el trabajo.",
      "En California, el empleador es responsable del acoso de un supervisor, y del acoso de otras personas cuando sabía o debía haber sabido de él y no lo detuvo. Denunciar el acoso está protegido: castigarlo por hacerlo es una represalia ilegal.",
    ],
    examples: ["Contacto físico no deseado", "Presión para salir en citas", "Chistes y comentarios sexuales"],
    commonIssues: [
      {
        title: "Quid pro quo (algo a cambio de algo)",
        text: "Un jefe condiciona su empleo, sus turnos o su pago a citas o favores sexuales.",
      },
      {
        title: "Ambiente de trabajo hostil",
        text: "Chistes, imágenes, comentarios o contacto físico le hacen difícil hacer su trabajo.",
      },
      {
        title: "Acoso por parte de clientes",
        text: "Su empleador deja que los clientes lo acosen y no hace nada.",
      },
      {
        title: "Represalias por denunciar",
        text: "Después de quejarse, le dieron peores turnos o amonestaciones por escrito, o perdió su empleo.",
      },
    ],
    protections: [
      {
        title: "FEHA",
        text: "Prohíbe el acoso en el trabajo en California, incluido el de compañeros de trabajo y clientes, y protege a quienes lo denuncian.",
      },
      {
        title: "Obligación de capacitar",
        text: "Los empleadores con cinco o más empleados deben dar capacitación para prevenir el acoso al personal y a los supervisores.",
      },
      { title: "Título VII", text: "La ley federal considera el acoso sexual como discriminación por sexo." },
      eeocAndCrd,
    ],
    remedies: [
      "Dinero por angustia emocional",
      "Salarios perdidos si tuvo que irse o lo presionaron para irse",
      "Daños punitivos en algunos casos",
      "Cambios en el trabajo para que el acoso pare",
      "Honorarios de abogado pagados por el empleador si usted gana",
    ],
    resources: [
      { label: "Guía: Despido por denunciar acoso", href: "/guides/fired-for-reporting-harassment" },
      { label: "Conozca sus derechos en el trabajo", href: "/workplace-rights" },
      { label: "Resultados de casos de acoso", href: "/results/harassment-claims" },
      {
        label: "Departamento de Derechos Civiles de California (CRD)",
        href: "https://calcivilrights.ca.gov/",
      },
    ],
    extras: [],
  },
  {
    id: "wage-hour",
    title: "Salarios y horarios",
    shortTitle: "Salarios y horarios",
    summary:
      "Horas extra no pagadas, periodos para comer o de descanso perdidos, o un pago menor al salario mínimo. El empleador debe pagarle cada hora que trabajó.",
    longDescription: [
      "California tiene algunas de las reglas de pago más fuertes del país. Las horas extra empiezan después de 8 horas en un día, no solo después de 40 en una semana. Los periodos para comer y de descanso son obligatorios, y por cada uno que pierde usted gana un pago adicional de una hora de salario.",
      "La mayoría de los reclamos salariales pueden cubrir hasta {{fig:wage-claim-deadline}} hacia atrás, y hasta {{fig:ucl-deadline}} según la Ley de Competencia Desleal de California. Guarde sus talones de pago y, si puede, una nota sencilla de las horas que realmente trabajó.",
    ],
    examples: [
      "Horas extra no pagadas",
      "Periodos para comer perdidos",
      "Trabajo fuera del horario registrado",
    ],
    commonIssues: [
      {
        title: "Horas extra no pagadas",
        text: "Trabaja más de 8 horas al día o 40 a la semana sin pago de horas extra.",
      },
      {
        title: "Trabajo fuera del horario registrado",
        text: "Le piden empezar antes, quedarse más tarde o contestar mensajes sin pago.",
      },
      {
        title: "Descansos perdidos",
        text: "No puede tomar completo su periodo para comer o de descanso, y no recibe pago adicional por ello.",
      },
      {
        title: "Mala clasificación",
        text: "Lo llaman contratista o 'exento' cuando la ley dice que usted es un empleado con derecho a horas extra.",
      },
      { title: "Talones de pago incorrectos", text: "Su talón de pago omite horas, tarifas o deducciones." },
    ],
    protections: [
      {
        title: "Artículo 510 del Código Laboral",
        text: "Horas extra a 1.5 veces su pago después de 8 horas al día o 40 a la semana, y tiempo doble después de 12 horas al día.",
      },
      {
        title: "Artículos 512 y 226.7 del Código Laboral",
        text: "Periodos para comer y de descanso, y un pago adicional de una hora de salario por cada día en que se pierde un periodo para comer o de descanso.",
      },
      {
        title: "Salario mínimo",
        text: "El salario mínimo estatal es de {{fig:state-minimum-wage}}, y muchas ciudades fijan una tarifa más alta.",
      },
      {
        title: "Plazos",
        text: "La mayoría de los reclamos del Código Laboral se pueden presentar dentro de {{fig:wage-claim-deadline}}; la Ley de Competencia Desleal permite {{fig:ucl-deadline}}.",
      },
    ],
    remedies: [
      "Los salarios y las horas extra no pagados que usted ganó",
      "Un pago adicional de una hora de salario por cada día en que se perdió un periodo para comer o de descanso",
      "Intereses y multas que fija el Código Laboral",
      "Honorarios de abogado pagados por el empleador si usted gana",
    ],
    resources: [
      {
        label: "Guía: Las reglas de horas extra en California, explicadas",
        href: "/guides/california-overtime-laws",
      },
      { label: "El salario mínimo de California hoy", href: "/blog/california-minimum-wage" },
      { label: "Resultados de casos de salarios y horarios", href: "/results/wage-and-hour" },
      { label: "Comisionado Laboral de California", href: "https://www.dir.ca.gov/dlse/" },
    ],
    extras: [
      {
        kind: "overtime",
        heading: "Reglas de horas extra en California",
        intro:
          "El artículo 510 del Código Laboral fija estas reglas para la mayoría de los trabajadores que ganan por hora. Algunos empleos tienen sus propias reglas.",
        items: [
          {
            title: "Más de 8 horas en un día",
            text: "1.5 veces su tarifa regular por las horas que pasen de 8, hasta 12.",
          },
          {
            title: "Más de 40 horas en una semana",
            text: "1.5 veces su tarifa regular por las horas que pasen de 40.",
          },
          {
            title: "Séptimo día seguido",
            text: "1.5 veces por las primeras 8 horas de un séptimo día de trabajo consecutivo.",
          },
          {
            title: "Tiempo doble",
            text: "2 veces su tarifa regular después de 12 horas en un día, y después de 8 horas en el séptimo día seguido.",
          },
          {
            title: "Horarios alternativos",
            text: "Un horario diferente (por ejemplo, cuatro días de 10 horas) necesita el voto de dos tercios de los trabajadores que cubre, en votación secreta.",
          },
        ],
      },
      {
        kind: "breaks",
        heading: "Periodos para comer y de descanso",
        intro: "Los descansos son obligatorios, no un favor. Si pierde un descanso, se le debe en dinero.",
        items: [
          {
            title: "Periodo para comer",
            text: "Un periodo para comer de 30 minutos, sin pago, cuando su turno dura más de 5 horas. Puede renunciar a él solo si el turno es de 6 horas o menos.",
          },
          {
            title: "Segundo periodo para comer",
            text: "Un segundo periodo para comer de 30 minutos cuando su turno dura más de 10 horas (puede renunciar a él si el turno es de hasta 12 horas y no renunció al primero).",
          },
          {
            title: "Periodos de descanso",
            text: "Un periodo de descanso pagado de 10 minutos por cada 4 horas trabajadas, o la mayor parte de 4 horas. No se requiere periodo de descanso en un turno de menos de 3.5 horas.",
          },
          {
            title: "Pago por descanso perdido",
            text: "Un pago adicional de una hora de salario, a su tarifa regular, por cada día de trabajo en que se pierde un periodo para comer, y otro por un periodo de descanso perdido (artículo 226.7 del Código Laboral).",
          },
        ],
      },
    ],
  },
  {
    id: "wrongful-termination",
    title: "Despido injustificado",
    shortTitle: "Despido injustificado",
    summary:
      "Despido por una razón que la ley prohíbe, como denunciar un problema, tomar una licencia protegida o pertenecer a un grupo protegido.",
    longDescription: [
      "La mayoría de los empleos en California son 'a voluntad' ('at will'), así que normalmente el empleador puede despedirlo sin dar una razón. Pero nunca puede despedirlo por una razón ilegal: discriminación, represalias por alzar la voz, tomar una licencia protegida o negarse a violar la ley.",
      "Que lo presionen para renunciar también puede contar. Si su empleador hizo el trabajo tan insoportable que cualquier persona razonable se iría, la ley puede tratarlo como un despido.",
    ],
    examples: [
      "Despido después de reportar un problema de seguridad",
      "Despido durante una licencia médica",
      "Renuncia forzada",
    ],
    commonIssues: [
      {
        title: "Represalias",
        text: "Lo despidieron poco después de quejarse del pago, la seguridad, el acoso o la discriminación.",
      },
      {
        title: "Despido por una licencia",
        text: "Lo despidieron durante o después de una licencia familiar, médica o por embarazo.",
      },
      {
        title: "Denunciar algo ilegal",
        text: "Reportó algo ilegal a un gerente o a una agencia y perdió su empleo.",
      },
      {
        title: "Renuncia forzada",
        text: "Lo presionaron para renunciar con condiciones insoportables o un ultimátum.",
      },
      {
        title: "Incumplimiento de contrato",
        text: "No se cumplió una promesa de estabilidad en el empleo, escrita o verbal.",
      },
    ],
    protections: [
      {
        title: "FEHA",
        text: "Prohíbe despedir a alguien por una característica protegida o porque se quejó de discriminación o acoso.",
      },
      {
        title: "Artículo 1102.5 del Código Laboral",
        text: "Protege a los trabajadores que reportan lo que razonablemente creen que es una violación de la ley.",
      },
      {
        title: "CFRA",
        text: "Los empleadores con {{fig:leave-employer-size}} o más deben permitir hasta {{fig:cfra-leave-weeks}} de licencia familiar y médica, y no pueden despedirlo por tomarla.",
      },
      eeocAndCrd,
    ],
    remedies: [
      "Salarios y beneficios perdidos",
      "Dinero por angustia emocional",
      "Volver a su empleo en algunos casos",
      "Daños punitivos en algunos casos",
      "Honorarios de abogado pagados por el empleador si usted gana",
    ],
    resources: [
      { label: "Guía: Despido por denunciar acoso", href: "/guides/fired-for-reporting-harassment" },
      { label: "Conozca sus derechos en el trabajo", href: "/workplace-rights" },
      { label: "Resultados de casos de despido injustificado", href: "/results/wrongful-termination" },
      {
        label: "Departamento de Derechos Civiles de California (CRD)",
        href: "https://calcivilrights.ca.gov/",
      },
    ],
    extras: [
      {
        kind: "signs",
        heading: "Señales de que su despido pudo ser ilegal",
        intro:
          "Ninguna de estas señales prueba un caso por sí sola, pero vale la pena contarle cada una a un abogado.",
        items: [
          {
            title: "El momento",
            text: "Lo despidieron poco después de una queja, una lesión, una solicitud de licencia o de avisar que estaba embarazada.",
          },
          {
            title: "La razón sigue cambiando",
            text: "Le dieron una razón, luego otra, o una razón que no coincide con su historial.",
          },
          {
            title: "Buenas evaluaciones hasta ahora",
            text: "Sus evaluaciones eran buenas hasta que alzó la voz o pidió algo que la ley le da.",
          },
          {
            title: "A otros los trataron mejor",
            text: "Compañeros de trabajo que hicieron lo mismo conservaron su empleo.",
          },
          {
            title: "Comentarios sobre quién es usted",
            text: "Alguien hizo comentarios sobre su edad, raza, sexo, salud o fe antes del despido.",
          },
        ],
      },
    ],
  },
]);
