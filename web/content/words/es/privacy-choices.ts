import type english from "../en/privacy-choices";

// The words of content/privacy-choices.ts in Spanish.
export default {
  heading: "Sus opciones de privacidad",
  noTags: "En este momento, este sitio no usa etiquetas de publicidad ni de análisis.",
  gpc: "Su navegador envía la señal Global Privacy Control, así que no cargamos etiquetas de publicidad ni de análisis, y no vendemos ni compartimos su información.",
  askConsent:
    "Con su permiso, usamos etiquetas de publicidad y de análisis de Google y Meta para saber qué anuncios hacen que las personas lleguen a nosotros. Están desactivadas hasta que usted las acepte.",
  currentChoice: (choice: string) => `Su elección actual: ${choice}.`,
  policyLink: "Política de privacidad",
  accept: "Aceptar",
  decline: "Rechazar",
  close: "Cerrar",
  reopen: "Sus opciones de privacidad",
} satisfies typeof english;
