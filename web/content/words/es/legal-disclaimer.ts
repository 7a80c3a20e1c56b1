import type english from "../en/legal-disclaimer";

// The Spanish words of the disclaimer (content/legal/disclaimer.ts).
export default {
  sections: {
    advertising: {
      heading: "Publicidad de abogados",
      paragraphs: [
        "Este sitio web es publicidad de abogados. El abogado o la abogada responsable de este sitio es {attorney}, {firm}, {address}.",
      ],
    },
    "general-information": {
      heading: "Solo información general",
      paragraphs: [
        "La información de este sitio es general y es posible que no se aplique a su situación. Las leyes cambian, y la respuesta correcta depende de los detalles de lo que le pasó. Hable con un abogado antes de tomar una decisión basada en algo que lea aquí.",
      ],
    },
    "no-attorney-client-relationship": {
      heading: "No hay relación abogado-cliente",
      paragraphs: [
        "Usar este sitio o enviarnos un formulario no nos convierte en sus abogados. Eso ocurre solo cuando usted y el bufete firman un acuerdo por escrito.",
      ],
    },
    results: {
      heading: "Los resultados no están garantizados",
      paragraphs: [
        "{priorResults} Los ejemplos de casos y las historias de clientes de este sitio son ilustrativos, no resultados reales de clientes.",
      ],
    },
    "independent-attorneys": {
      heading: "Abogados independientes",
      paragraphs: [
        "Es posible que pasemos algunos casos a abogados independientes, que no son parte del bufete. Cada uno tiene su propio despacho y es responsable de su propio trabajo.",
      ],
    },
  },
} satisfies typeof english;
