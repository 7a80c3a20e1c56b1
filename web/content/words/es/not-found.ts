import type english from "../en/not-found";

// The words of content/not-found.ts in Spanish, by kind of not-found page.
export default {
  service: {
    heading: "Servicio no encontrado",
    message:
      "No encontramos ese servicio. Nuestras {serviceCount} áreas de práctica aparecen en la página de servicios.",
    linkLabel: "Ver todos los servicios",
  },
  blog: {
    heading: "Artículo del blog no encontrado",
    message:
      "Ese artículo no existe o cambió de dirección. Todos los artículos aparecen en la página del blog.",
    linkLabel: "Volver al blog",
  },
  results: {
    heading: "Caso no encontrado",
    message:
      "No encontramos ese resultado de caso. En su lugar, puede ver todas las categorías de resultados.",
    linkLabel: "Ver todos los resultados de casos",
  },
  guide: {
    heading: "Guía no encontrada",
    message: "No encontramos esa guía. Hay enlaces a nuestras guías en la página de servicios.",
    linkLabel: "Ver todos los servicios",
  },
  general: {
    heading: "Página no encontrada",
    message:
      "La página que busca no existe. Es posible que haya cambiado de dirección o que la dirección tenga un error.",
    linkLabel: "Ir a la página de inicio",
  },
} satisfies typeof english;
