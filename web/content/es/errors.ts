/** What a page says when it failed to render, beyond the HTTP status when there is one. */
export const renderErrorCopy = {
  heading: "Algo salió mal",
  publicAdvice:
    "Por favor, vuelva a cargar la página. Si el problema continúa, llámenos y le ayudaremos por teléfono.",
  shellAdvice: "Por favor, vuelva a cargar la página.",
} as const;
