// One not-found page per site section. The web build prerenders each at `renderPath`; the
// post-build step moves it to `file`, and the C++ server answers an unknown URL under `prefix`
// with that file and status 404. Order matters: the first matching prefix wins.
export type NotFoundKind = "service" | "blog" | "results" | "guide" | "general";

export type NotFoundPage = {
  kind: NotFoundKind;
  prefix: string;
  renderPath: string;
  file: string;
  heading: string;
  message: string;
  link: { href: string; label: string };
};

export const notFoundPages: readonly NotFoundPage[] = [
  {
    kind: "service",
    prefix: "/services/",
    renderPath: "/services/__not-found",
    file: "errors/services.html",
    heading: "Service Not Found",
    message: "We could not find that service. Our four practice areas are listed on the services page.",
    link: { href: "/services", label: "View All Services" },
  },
  {
    kind: "blog",
    prefix: "/blog/",
    renderPath: "/blog/__not-found",
    file: "errors/blog.html",
    heading: "Blog Post Not Found",
    message: "That article does not exist or has moved. Every article is listed on the blog page.",
    link: { href: "/blog", label: "Return to Blog" },
  },
  {
    kind: "results",
    prefix: "/results/",
    renderPath: "/results/__not-found",
    file: "errors/results.html",
    heading: "Case Not Found",
    message: "We could not find that case result. You can browse every category of results instead.",
    link: { href: "/results", label: "View All Case Results" },
  },
  {
    kind: "guide",
    prefix: "/guides/",
    renderPath: "/guides/__not-found",
    file: "errors/guides.html",
    heading: "Guide Not Found",
    message: "We could not find that guide. Our guides are linked from the services page.",
    link: { href: "/services", label: "View All Services" },
  },
  {
    kind: "general",
    prefix: "/",
    renderPath: "/__not-found",
    file: "errors/404.html",
    heading: "Page Not Found",
    message: "The page you asked for does not exist. It may have moved, or the address may have a typo.",
    link: { href: "/", label: "Go to the Home Page" },
  },
];

export function notFoundPage(kind: NotFoundKind): NotFoundPage {
  const page = notFoundPages.find((p) => p.kind === kind);
  if (!page) throw new Error(`no not-found page of kind ${kind}`);
  return page;
}
