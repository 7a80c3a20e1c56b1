// Spanish twin of ../legal-notes.ts: what the site's information is not.
export const articleLegalNote = {
  label: "Nota legal",
  lead: "Información general, no asesoría legal.",
  text: "Esta página explica las leyes de California en términos generales a la fecha de su última actualización. No es asesoría legal para su situación, y leerla no le convierte en nuestro cliente. Las leyes y los plazos cambian; un abogado puede decirle cómo se aplican a usted.",
  disclaimerLink: "Lea nuestro aviso legal completo",
} as const;

export const freeReviewNote = "Una revisión gratuita no crea una relación abogado-cliente.";

export const footerNotes = {
  generalInformation: "Este sitio web da información general, no asesoría legal.",
  referralCertification:
    "Certificación del servicio de referencia de abogados del Colegio de Abogados del Estado de California n.º",
} as const;
