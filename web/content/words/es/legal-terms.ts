import type english from "../en/legal-terms";

// The Spanish words of the terms of use (content/legal/terms.ts).
export default {
  sections: {
    "using-this-website": {
      heading: "Uso de este sitio web",
      paragraphs: [
        "Este sitio web lo ofrece {firm}. Al usarlo, usted acepta estos términos. Si no está de acuerdo, por favor no use el sitio.",
      ],
    },
    "no-legal-advice": {
      heading: "No es asesoría legal ni crea una relación abogado-cliente",
      paragraphs: [
        "Las páginas de este sitio dan información general sobre las leyes laborales de California. No son asesoría legal sobre su situación. Leer el sitio, enviar un formulario, llamarnos o escribirnos por correo electrónico no nos convierte en sus abogados. La relación abogado-cliente comienza solo cuando usted y el bufete firman un acuerdo por escrito.",
        "No nos envíe documentos confidenciales hasta que un abogado se los pida.",
      ],
    },
    fees: {
      heading: "Honorarios",
      paragraphs: [
        "La revisión de su caso es gratuita. Si tomamos su caso, los honorarios y quién paga los gastos del caso se fijan en un acuerdo por escrito antes de empezar cualquier trabajo, como lo exige la ley de California.",
      ],
    },
    results: {
      heading: "Resultados y testimonios",
      paragraphs: [
        "Los resultados de casos y las historias de este sitio son ejemplos ilustrativos y están marcados claramente como tales. {priorResults}",
      ],
    },
    "text-messages": {
      heading: "Mensajes de texto",
      paragraphs: [
        "Los mensajes de texto son opcionales: usted los acepta solo si marca su propia casilla en un formulario, y sin ellos le llamamos y le escribimos por correo electrónico. Solo le enviamos mensajes sobre su solicitud. Es posible que se apliquen tarifas por mensajes y datos. Responda {stop} para dejar de recibirlos, o {help} para obtener ayuda. Su consentimiento no es una condición para obtener ningún servicio.",
      ],
    },
    "acceptable-use": {
      heading: "Uso aceptable",
      paragraphs: [
        "Por favor, no haga mal uso del sitio: no intente entrar en él sin autorización, sobrecargarlo ni enviar solicitudes falsas a nombre de otra persona.",
      ],
    },
    "links-to-other-sites": {
      heading: "Enlaces a otros sitios",
      paragraphs: [
        "Incluimos enlaces a agencias del gobierno y a otros sitios para su información. No controlamos esos sitios y no somos responsables de ellos.",
      ],
    },
    "limitation-of-liability": {
      heading: "Limitación de responsabilidad",
      paragraphs: [
        "El sitio se ofrece tal como está. En la medida en que la ley lo permita, no somos responsables de pérdidas causadas por confiar en la información general del sitio.",
      ],
    },
    "governing-law": {
      heading: "Qué ley se aplica y dónde se resuelven las disputas",
      paragraphs: [
        "Estos términos se rigen por las leyes del Estado de California. Cualquier disputa sobre ellos o sobre este sitio web se resolverá en las cortes estatales o federales del Condado de {venueCounty}, California.",
      ],
    },
    contact: {
      heading: "Contacto",
      paragraphs: ["Si tiene preguntas sobre estos términos: {howToReach}"],
    },
  },
} satisfies typeof english;
