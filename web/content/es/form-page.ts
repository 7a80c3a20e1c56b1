// The English module builds its schema inline and does not export it, so the Spanish data is
// checked against the type of the English export.
export const formPage = {
  phoneHeading: "¿Prefiere hablar?",
  phoneText: "Llámenos y cuéntenos qué pasó. Le contesta una persona, no un menú.",
  reassuranceHeading: "Antes de empezar",
  reassurance: [
    "La revisión es gratuita y usted no tiene ninguna obligación.",
    "Lo que nos cuenta es confidencial. Nunca nos comunicamos con su empleador a menos que usted decida seguir adelante.",
    "No necesita documentos ni palabras legales. Cuéntenos con sus propias palabras.",
    "No paga honorarios de abogado a menos que se recupere dinero para usted. El bufete paga por adelantado los gastos del caso, y si no se recupera nada, usted no debe ni honorarios ni gastos.",
  ],
  noticeAtCollection:
    "Usamos lo que nos envía solo para revisar su situación y comunicarnos con usted sobre ella. Nuestra política de privacidad explica qué recopilamos, quién lo ve y cuáles son sus derechos.",
} satisfies typeof import("../form-page").formPage;

/** The words of the link after the notice at collection. */
export const formPrivacyLinkLabel = "Política de privacidad";
