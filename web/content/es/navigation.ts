import type { NavLink } from "../navigation";

export type { NavLink } from "../navigation";

/** The services menu (its items come from content/es/services.ts): see content/site-map.ts. */
export { servicesMenu } from "../site-map";

export const aboutMenu: readonly NavLink[] = [
  { href: "/about", label: "Nuestro bufete" },
  { href: "/attorneys", label: "Nuestros abogados" },
  { href: "/results", label: "Resultados de casos" },
];

export const contactLink: NavLink = { href: "/form", label: "Contacto" };
export const caseReviewLink: NavLink = { href: "/form", label: "Revisión gratuita de su caso" };

// As in English, the footer leaves out /es/thank-you: that page records a conversion.
export const footerLinks: readonly NavLink[] = [
  { href: "/about", label: "Sobre nosotros" },
  { href: "/attorneys", label: "Nuestros abogados" },
  { href: "/blog", label: "Blog" },
  { href: "/tools", label: "Herramientas gratuitas" },
  { href: "/privacy", label: "Política de privacidad" },
  { href: "/terms", label: "Términos y condiciones" },
  { href: "/accessibility", label: "Accesibilidad" },
  { href: "/disclaimer", label: "Aviso legal" },
  { href: "/form", label: "Enviar formulario" },
];

/** Friendly breadcrumb labels: first by full path (content/site-map.ts), then by segment. */
export { crumbLabelsByPath } from "../site-map";

export const crumbLabelsBySegment: ReadonlyMap<string, string> = new Map([
  ["blog", "Blog"],
  ["workplace-rights", "Derechos en el trabajo"],
  ["tools", "Herramientas gratuitas"],
  ["deadlines", "Plazos para presentar"],
  ["wage-calculator", "Calculadora de salarios"],
  ["case-review", "Revisión de su caso"],
  ["about-us", "Sobre nosotros"],
  ["thank-you", "Gracias"],
  ["booking", "Su llamada"],
  ["results", "Resultados de casos"],
  // English pages write these from the address ("services" -> "Services"); Spanish ones cannot.
  ["services", "Servicios"],
  ["guides", "Guías"],
  ["about", "Sobre nosotros"],
  ["attorneys", "Nuestros abogados"],
  ["privacy", "Privacidad"],
  ["terms", "Términos"],
  ["book", "Programar una llamada"],
  ["form", "Formulario"],
  ["accessibility", "Accesibilidad"],
  ["disclaimer", "Aviso legal"],
]);
