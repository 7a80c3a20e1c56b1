import type english from "../en/intake-titles";

// The words of content/intake-titles.ts in Spanish.
export default {
  titles: {
    "case-review": "Revisión gratuita de su caso",
    "harassment-questionnaire": "Ayuda confidencial por acoso sexual",
  },
  loading: "Cargando el formulario…",
  loadFailed:
    "El formulario no se cargó. Revise su conexión y abra el formulario en una página aparte, o llámenos.",
  openPage: "Abrir el formulario en una página aparte",
} satisfies typeof english;
