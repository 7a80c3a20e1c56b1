import type english from "../en/legal-notes";

// The words of content/legal-notes.ts in Spanish.
export default {
  articleLegalNote: {
    label: "Nota legal",
    lead: "Información general, no asesoría legal.",
    text: "Esta página explica las leyes de California en términos generales a la fecha de su última actualización. No es asesoría legal para su situación, y leerla no hace que usted sea nuestro cliente. Las leyes y los plazos cambian; un abogado puede decirle cómo se aplican a usted.",
    disclaimerLink: "Lea nuestro aviso legal completo",
  },
  freeReviewNote: "Una revisión gratuita no crea una relación abogado-cliente.",
  footerNotes: {
    generalInformation: "Este sitio web da información general, no asesoría legal.",
    referralCertification:
      "Certificación del servicio de referencia de abogados del Colegio de Abogados del Estado de California n.º",
  },
} satisfies typeof english;
