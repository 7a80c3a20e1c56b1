import { sample } from "../../lib/provenance";
import { site } from "../../lib/site-config";
import { z } from "../../lib/content-zod";
import { attorneySchema, initials, responsibleAttorneyId, type Attorney } from "../attorneys-schema";

// Spanish twin of ../attorneys.ts. Schema, type, ids and helpers are ../attorneys-schema.ts; the
// six profiles are the same SAMPLE profiles (same ids, names, places, LinkedIn addresses, years and
// languages), with their text in Spanish. Spanish titles need a grammatical gender; the sample
// names give none, so the titles use the generic "Abogado" and the bios avoid gendered words. A
// firm replacing these profiles writes "Abogado" or "Abogada" for each real person.
export * from "../attorneys-schema";

/** A sample profile's facts: an example LinkedIn address, years in practice and languages spoken. */
function sampleFacts(id: string, years: number, languages: string[]) {
  return {
    linkedin: `https://www.linkedin.com/in/example-${id}`,
    stats: [
      { value: String(years), label: "años de práctica" },
      { value: String(languages.length), label: `idiomas (${languages.join(", ")})` },
    ],
    provenance: sample,
  };
}

const responsibleFirstName = site.responsible.attorneyName.split(/\s+/)[0];

export const attorneys: readonly Attorney[] = z
  .array(attorneySchema)
  .min(1)
  .parse([
    {
      id: responsibleAttorneyId,
      name: site.responsible.attorneyName,
      title: "Abogado director",
      location: `${site.address.city}, ${site.address.state}`,
      education: [
        { school: "Facultad de derecho de una universidad pública", degree: "Juris Doctor (J.D.)" },
        { school: "Universidad pública", degree: "Licenciatura en Sociología (B.A.)" },
      ],
      bio: [
        `${responsibleFirstName} dirige el bufete y es la persona responsable de este sitio web según las reglas de California sobre la publicidad de abogados. ${responsibleFirstName} ha representado a empleados, nunca a empleadores, en casos de discriminación, represalias y salarios no pagados.`,
        `${responsibleFirstName} cree que cada trabajador que se comunica con el bufete merece una respuesta directa, aunque la respuesta sea que el bufete no puede ayudarle, y una indicación clara de qué hacer después.`,
      ],
      specialties: ["Discriminación", "Represalias", "Salarios y horarios", "Despido injustificado"],
      ...sampleFacts("managing-attorney", 18, ["inglés", "español"]),
    },
    {
      id: "alex-morgan",
      name: "Alex Morgan",
      title: "Abogado litigante principal",
      location: "Beverly Hills, CA",
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
        "Despido injustificado",
        "Represalias",
        "Ajustes razonables por discapacidad",
        "Juicios",
      ],
      awards: ["Reconocimiento de un colegio de abogados del condado por su servicio gratuito (pro bono)"],
      ...sampleFacts("alex-morgan", 15, ["inglés", "español"]),
    },
    {
      id: "jordan-lee",
      name: "Jordan Lee",
      title: "Abogado principal",
      location: "Los Angeles, CA",
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
      ...sampleFacts("jordan-lee", 11, ["inglés", "coreano"]),
    },
    {
      id: "sam-patel",
      name: "Sam Patel",
      title: "Abogado, salarios y horarios",
      location: "Irvine, CA",
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
        "Violaciones en los talones de pago",
        "Trabajo por aplicaciones (gig)",
      ],
      ...sampleFacts("sam-patel", 9, ["inglés", "hindi", "guyaratí"]),
    },
    {
      id: "taylor-nguyen",
      name: "Taylor Nguyen",
      title: "Abogado",
      location: "San Diego, CA",
      education: [
        { school: "Facultad de derecho de una universidad pública", degree: "Juris Doctor (J.D.)" },
      ],
      bio: [
        "Taylor representa a trabajadores que fueron despedidos después de tomar una licencia médica o familiar, de reportar problemas de seguridad o de pedir un ajuste razonable.",
        "Taylor cree que un buen caso empieza con una cronología clara, y ayuda a cada cliente a armar una desde la primera llamada.",
      ],
      specialties: [
        "Despido injustificado",
        "Licencia según la CFRA",
        "Represalias contra denunciantes",
        "Discriminación por discapacidad",
      ],
      awards: ["Miembro de una asociación estatal de abogados que representan a empleados"],
      ...sampleFacts("taylor-nguyen", 8, ["inglés", "vietnamita"]),
    },
    {
      id: "casey-brooks",
      name: "Casey Brooks",
      title: "Abogado asociado",
      location: "Oakland, CA",
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
      ...sampleFacts("casey-brooks", 5, ["inglés", "español"]),
    },
  ])
  .map((a) => ({ ...a, initials: initials(a.name) }));
