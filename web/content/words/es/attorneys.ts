import type english from "../en/attorneys";

// Las palabras de content/attorneys.ts en español. Los títulos en español necesitan género; los
// nombres de muestra no lo dan, así que los títulos usan "Abogado" y las biografías evitan palabras
// con género. Un bufete que reemplace estos perfiles escribe "Abogado" o "Abogada" para cada persona.
export default {
  yearsInPractice: "años de práctica",
  languagesSpoken: (count: number, names: string) => `${count === 1 ? "idioma" : "idiomas"} (${names})`,
  languageNames: {
    en: "inglés",
    es: "español",
    ko: "coreano",
    hi: "hindi",
    gu: "guyaratí",
    vi: "vietnamita",
  },
  profiles: {
    "managing-attorney": {
      title: "Abogado director",
      education: [
        { school: "Facultad de derecho de una universidad pública", degree: "Juris Doctor (J.D.)" },
        { school: "Universidad pública", degree: "Licenciatura en Sociología (B.A.)" },
      ],
      bio: [
        "{firstName} dirige el bufete y es la persona responsable de este sitio web según las reglas de California sobre la publicidad de abogados. {firstName} ha representado a empleados, nunca a empleadores, en casos de discriminación, represalias y salarios no pagados.",
        "{firstName} cree que cada trabajador que se comunica con el bufete merece una respuesta directa, aunque la respuesta sea que el bufete no puede ayudarle, y una indicación clara de qué hacer después.",
      ],
      specialties: ["Discriminación", "Represalias", "Salarios y horarios", "Despido ilegal"],
    },
    "alex-morgan": {
      title: "Abogado litigante principal",
      education: [
        { school: "Facultad de derecho de una universidad estatal", degree: "Juris Doctor (J.D.)" },
        { school: "Universidad estatal", degree: "Licenciatura en Ciencias Políticas (B.A.)" },
      ],
      bio: [
        "Alex dirige el trabajo de juicios del bufete y ha representado a trabajadores, nunca a empleadores, durante toda su carrera. Cuando un caso llega a la corte, Alex prepara al cliente para cada paso.",
        "Los clientes dicen que Alex explica la ley sin palabras técnicas y les dice con honestidad cuando un caso es débil. Fuera del trabajo, Alex hace trabajo voluntario en una clínica legal gratuita para trabajadores de restaurantes.",
      ],
      specialties: [
        "Discriminación",
        "Despido ilegal",
        "Represalias",
        "Ajustes razonables por discapacidad",
        "Juicios",
      ],
      awards: ["Reconocimiento de un colegio de abogados del condado por su servicio gratuito (pro bono)"],
    },
    "jordan-lee": {
      title: "Abogado principal",
      education: [
        { school: "Facultad de derecho de una universidad privada", degree: "Juris Doctor (J.D.)" },
      ],
      bio: [
        "Jordan se enfoca en casos de acoso sexual y de ambiente de trabajo hostil. Jordan sabe que contar su historia es difícil y se asegura de que usted solo tenga que contarla una vez.",
        "Antes de unirse al bufete, Jordan trabajó en una organización sin fines de lucro que ayuda a trabajadores de salarios bajos a recuperar salarios no pagados.",
      ],
      specialties: [
        "Acoso sexual",
        "Ambiente de trabajo hostil",
        "Represalias",
        "Discriminación por embarazo",
      ],
      awards: ["Ponente en una conferencia regional de derecho laboral"],
    },
    "sam-patel": {
      title: "Abogado, salarios y horarios",
      education: [
        { school: "Facultad de derecho de una universidad pública", degree: "Juris Doctor (J.D.)" },
        { school: "Universidad pública", degree: "Licenciatura en Economía (B.S.)" },
      ],
      bio: [
        "Sam lleva casos de horas extra no pagadas, descansos que no se dieron y trabajadores mal clasificados. Con su formación en economía, Sam reconstruye los registros de horas a partir de talones de pago, horarios y datos del teléfono.",
        "Sam ha ayudado a choferes de reparto, trabajadores de almacén, personal de enfermería y personal de oficina a entender lo que se les debía.",
      ],
      specialties: [
        "Horas extra no pagadas",
        "Periodos para comer y de descanso",
        "Mala clasificación",
        "Salario mínimo",
        "Errores en los talones de pago",
        "Trabajo por aplicaciones (gig)",
      ],
    },
    "taylor-nguyen": {
      title: "Abogado",
      education: [
        { school: "Facultad de derecho de una universidad pública", degree: "Juris Doctor (J.D.)" },
      ],
      bio: [
        "Taylor representa a trabajadores que fueron despedidos después de tomar una licencia médica o familiar, de reportar problemas de seguridad o de pedir un ajuste razonable.",
        "Taylor cree que un buen caso empieza con una cronología clara, y ayuda a cada cliente a armar una desde la primera llamada.",
      ],
      specialties: [
        "Despido ilegal",
        "Licencia según la CFRA",
        "Represalias contra denunciantes",
        "Discriminación por discapacidad",
      ],
      awards: ["Miembro de una asociación estatal de abogados que representan a empleados"],
    },
    "casey-brooks": {
      title: "Abogado asociado",
      education: [
        { school: "Facultad de derecho de una universidad privada", degree: "Juris Doctor (J.D.)" },
      ],
      bio: [
        "Casey trabaja en casos de discriminación y de igualdad salarial, y en casos en los que se usaron programas de computadora para filtrar, clasificar o vigilar a los trabajadores.",
        "Casey creció en una familia de trabajadores del campo y entró a la facultad de derecho para ayudar a personas como ellos.",
      ],
      specialties: [
        "Igualdad salarial",
        "Discriminación racial",
        "Discriminación por edad",
        "Inteligencia artificial (IA) y vigilancia en el trabajo",
      ],
    },
  },
} satisfies typeof english;
