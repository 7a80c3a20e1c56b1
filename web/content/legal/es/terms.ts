import { priorResultsDisclaimer } from "../../statements";
import { firm, howToReach, type LegalPageText } from "./shared";

export const terms: LegalPageText = {
  sections: [
    {
      heading: "Uso de este sitio web",
      paragraphs: [
        `Este sitio web lo ofrece ${firm}. Al usarlo, usted acepta estos términos. Si no está de acuerdo, por favor no use el sitio.`,
      ],
    },
    {
      heading: "No es asesoría legal ni crea una relación abogado-cliente",
      paragraphs: [
        "Las páginas de este sitio dan información general sobre las leyes de empleo de California. No son asesoría legal sobre su situación. Leer el sitio, enviar un formulario, llamarnos o escribirnos por correo electrónico no nos convierte en sus abogados. La relación abogado-cliente comienza solo cuando usted y el bufete firman un acuerdo por escrito.",
        "No nos envíe documentos confidenciales hasta que un abogado se los pida.",
      ],
    },
    {
      heading: "Honorarios",
      paragraphs: [
        "La revisión de su caso es gratuita. Si tomamos su caso, los honorarios y quién paga los gastos del caso se fijan en un acuerdo por escrito antes de empezar cualquier trabajo, como lo exige la ley de California.",
      ],
    },
    {
      heading: "Resultados y testimonios",
      paragraphs: [
        `Los resultados de casos y las historias de este sitio son ejemplos ilustrativos, identificados claramente como tales. ${priorResultsDisclaimer}`,
      ],
    },
    {
      heading: "Mensajes de texto",
      paragraphs: [
        "Si usted acepta recibir mensajes de texto, es posible que se apliquen tarifas por mensajes y datos. Responda STOP para dejar de recibirlos, o HELP para obtener ayuda. El consentimiento no es una condición para obtener ningún servicio.",
      ],
    },
    {
      heading: "Uso aceptable",
      paragraphs: [
        "Por favor, no haga mal uso del sitio: no intente entrar en él sin autorización, sobrecargarlo ni enviar solicitudes falsas a nombre de otra persona.",
      ],
    },
    {
      heading: "Enlaces a otros sitios",
      paragraphs: [
        "Incluimos enlaces a agencias del gobierno y a otros sitios para su información. No controlamos esos sitios y no somos responsables de ellos.",
      ],
    },
    {
      heading: "Limitación de responsabilidad",
      paragraphs: [
        "El sitio se ofrece tal como está. En la medida en que la ley lo permita, no somos responsables de pérdidas causadas por confiar en la información general del sitio.",
      ],
    },
    {
      heading: "Ley aplicable y tribunales competentes",
      paragraphs: [
        "Estos términos se rigen por las leyes del Estado de California. Cualquier disputa sobre ellos o sobre este sitio web se verá en los tribunales estatales o federales ubicados en el Condado de Los Ángeles, California.",
      ],
    },
    {
      heading: "Contacto",
      paragraphs: [`Si tiene preguntas sobre estos términos: ${howToReach}`],
    },
  ],
};
