import { site } from "@/lib/site-config";
import { priorResultsDisclaimer } from "../../statements";
import { address, firm, type LegalPageText } from "./shared";

export const disclaimer: LegalPageText = {
  sections: [
    {
      heading: "Publicidad de abogados",
      paragraphs: [
        `Este sitio web es publicidad de abogados. El abogado o la abogada responsable de este sitio es ${site.responsible.attorneyName}, ${firm}, ${address}.`,
      ],
    },
    {
      heading: "Solo información general",
      paragraphs: [
        "La información de este sitio es general y puede no aplicarse a su situación. Las leyes cambian, y la respuesta correcta depende de los detalles de lo que le pasó. Hable con un abogado antes de actuar según algo que lea aquí.",
      ],
    },
    {
      heading: "No hay relación abogado-cliente",
      paragraphs: [
        "Usar este sitio o enviarnos un formulario no nos convierte en sus abogados. Eso ocurre solo cuando usted y el bufete firman un acuerdo por escrito.",
      ],
    },
    {
      heading: "Los resultados no están garantizados",
      paragraphs: [
        `${priorResultsDisclaimer} Los ejemplos de casos y las historias de clientes de este sitio son ilustrativos, no resultados reales de clientes.`,
      ],
    },
    {
      heading: "Abogados independientes",
      paragraphs: [
        "Es posible que algunos casos se remitan a abogados independientes. Cada uno tiene su propio despacho y es responsable de su propio trabajo.",
      ],
    },
  ],
};
