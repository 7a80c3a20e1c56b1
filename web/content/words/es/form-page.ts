import type english from "../en/form-page";

// The words of content/form-page.ts in Spanish.
export default {
  phoneHeading: "¿Prefiere hablar?",
  phoneText: "Llámenos y cuéntenos qué pasó. Le contesta una persona, no un menú.",
  reassuranceHeading: "Antes de empezar",
  reassurance: [
    "La revisión es gratuita y usted no tiene ninguna obligación.",
    "Lo que nos cuenta es confidencial. Nunca nos comunicamos con su empleador a menos que usted decida seguir adelante.",
    "No necesita documentos ni palabras legales. Cuéntenos con sus propias palabras.",
    "No paga honorarios de abogado a menos que se recupere dinero para usted. El bufete paga por adelantado los costos del caso, y si no se recupera nada, usted no debe ni honorarios ni costos.",
  ],
  noticeAtCollection:
    "Usamos lo que nos envía solo para revisar su situación y comunicarnos con usted sobre ella. Nuestra política de privacidad explica qué recopilamos, quién lo ve y cuáles son sus derechos.",
  privacyLink: "Política de privacidad",
} satisfies typeof english;
