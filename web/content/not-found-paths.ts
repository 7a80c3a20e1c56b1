// Where each section's not-found page is rendered and served: facts the build tools read
// (content/route-list.ts for the prerender, scripts/postbuild.ts under plain Node), so this module
// imports nothing. The web build prerenders each page at `renderPath`; the post-build step moves
// it to `file`, and the C++ server answers an unknown URL under `prefix` with that file and status
// 404. Order matters: the first matching prefix wins. The pages' words: content/not-found.ts.
export type NotFoundKind = "service" | "blog" | "results" | "guide" | "general";

export type NotFoundPath = {
  kind: NotFoundKind;
  prefix: string;
  renderPath: string;
  file: string;
  /** Where the page's one link leads. */
  linkHref: string;
};

export const notFoundPaths: readonly NotFoundPath[] = [
  {
    kind: "service",
    prefix: "/services/",
    renderPath: "/services/__not-found",
    file: "errors/services.html",
    linkHref: "/services",
  },
  {
    kind: "blog",
    prefix: "/blog/",
    renderPath: "/blog/__not-found",
    file: "errors/blog.html",
    linkHref: "/blog",
  },
  {
    kind: "results",
    prefix: "/results/",
    renderPath: "/results/__not-found",
    file: "errors/results.html",
    linkHref: "/results",
  },
  {
    kind: "guide",
    prefix: "/guides/",
    renderPath: "/guides/__not-found",
    file: "errors/guides.html",
    linkHref: "/services",
  },
  {
    kind: "general",
    prefix: "/",
    renderPath: "/__not-found",
    file: "errors/404.html",
    linkHref: "/",
  },
];
