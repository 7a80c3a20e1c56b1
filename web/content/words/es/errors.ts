import type english from "../en/errors";

// The words of content/errors.ts in Spanish.
export default {
  heading: "Algo salió mal",
  publicAdvice:
    "Por favor, vuelva a cargar la página. Si el problema continúa, llámenos y le ayudaremos por teléfono.",
  shellAdvice: "Por favor, vuelva a cargar la página.",
} satisfies typeof english;
