import type { NotFoundKind, NotFoundPage } from "../not-found";

// Spanish twin of content/not-found.ts. Prefixes and paths are the router's (the Spanish build
// runs under the basename /es); the post-build step moves each page to errors/es/ and gives the
// server the prefixes under /es, ahead of the English ones.
export type { NotFoundKind, NotFoundPage } from "../not-found";

export const notFoundPages: readonly NotFoundPage[] = [
  {
    kind: "service",
    prefix: "/services/",
    renderPath: "/services/__not-found",
    file: "errors/services.html",
    heading: "Servicio no encontrado",
    message:
      "No encontramos ese servicio. Nuestras cuatro áreas de práctica aparecen en la página de servicios.",
    link: { href: "/services", label: "Ver todos los servicios" },
  },
  {
    kind: "blog",
    prefix: "/blog/",
    renderPath: "/blog/__not-found",
    file: "errors/blog.html",
    heading: "Artículo del blog no encontrado",
    message:
      "Ese artículo no existe o cambió de dirección. Todos los artículos aparecen en la página del blog.",
    link: { href: "/blog", label: "Volver al blog" },
  },
  {
    kind: "results",
    prefix: "/results/",
    renderPath: "/results/__not-found",
    file: "errors/results.html",
    heading: "Caso no encontrado",
    message:
      "No encontramos ese resultado de caso. En su lugar, puede ver todas las categorías de resultados.",
    link: { href: "/results", label: "Ver todos los resultados de casos" },
  },
  {
    kind: "guide",
    prefix: "/guides/",
    renderPath: "/guides/__not-found",
    file: "errors/guides.html",
    heading: "Guía no encontrada",
    message: "No encontramos esa guía. Hay enlaces a nuestras guías en la página de servicios.",
    link: { href: "/services", label: "Ver todos los servicios" },
  },
  {
    kind: "general",
    prefix: "/",
    renderPath: "/__not-found",
    file: "errors/404.html",
    heading: "Página no encontrada",
    message:
      "La página que busca no existe. Es posible que haya cambiado de dirección o que la dirección tenga un error.",
    link: { href: "/", label: "Ir a la página de inicio" },
  },
];

export function notFoundPage(kind: NotFoundKind): NotFoundPage {
  const page = notFoundPages.find((p) => p.kind === kind);
  if (!page) throw new Error(`no not-found page of kind ${kind}`);
  return page;
}
