import type { MDXContent } from "mdx/types";
import { routerPathname } from "../lib/base-path";

// The compiled bodies of the articles and guides, one chunk each. The prerender loads them all and
// writes each into its page's HTML, which is all a reader's browser gets: an article or guide
// hydrates nothing (docs/decisions/0035). The browser side below serves React Router's client only,
// which runs the staff area: a route module there loads the body of the page being opened before
// it renders (a top-level await), and a client-side navigation waits for its body (React's `use`).
// Not a clientLoader: with `ssr: false`, a route with one is prerendered with a HydrateFallback.
export type BodyKind = "article" | "guide";

function bySlug(
  modules: Record<string, () => Promise<MDXContent>>,
): ReadonlyMap<string, () => Promise<MDXContent>> {
  return new Map(Object.entries(modules).map(([path, load]) => [/([^/]+)\.mdx$/.exec(path)![1]!, load]));
}

// The build's language picks the folder: content/articles/es and content/guides/es in the Spanish
// build (the same file names, so the same slugs).
// The test is import.meta.env itself, which Vite replaces in this module, so the bundler drops
// the other language's files (through lib/i18n/language.ts's siteLanguage, the English build kept
// the Spanish lazy chunks: Vite 8).
const loaders: Record<BodyKind, ReadonlyMap<string, () => Promise<MDXContent>>> = import.meta.env
  .VITE_SITE_LANGUAGE === "es"
  ? {
      article: bySlug(import.meta.glob<MDXContent>("./articles/es/*.mdx", { import: "default" })),
      guide: bySlug(import.meta.glob<MDXContent>("./guides/es/*.mdx", { import: "default" })),
    }
  : {
      article: bySlug(import.meta.glob<MDXContent>("./articles/*.mdx", { import: "default" })),
      guide: bySlug(import.meta.glob<MDXContent>("./guides/*.mdx", { import: "default" })),
    };
const loaded = new Map<string, MDXContent>();
const pagePrefix: Record<BodyKind, string> = { article: "/blog/", guide: "/guides/" };

/** The body if it has been loaded (always, for the page being rendered), else undefined. */
export function loadedBody(kind: BodyKind, slug: string): MDXContent | undefined {
  return loaded.get(`${kind}/${slug}`);
}

const pending = new Map<string, Promise<MDXContent | undefined>>();

/**
 * Loads one body; undefined for a slug that has none. The same promise for the same body, so a
 * component can hand it to React's `use` and suspend until it is there (a client-side navigation:
 * React keeps the page that was showing until then).
 */
export function loadBody(kind: BodyKind, slug: string): Promise<MDXContent | undefined> {
  const key = `${kind}/${slug}`;
  let promise = pending.get(key);
  if (!promise) {
    const load = loaders[kind].get(slug);
    promise = load
      ? load().then(
          (body) => {
            loaded.set(key, body);
            return body;
          },
          (error: unknown) => {
            // A client-side navigation whose body did not download: load the page itself, which
            // is complete HTML, rather than show the error page.
            if (!import.meta.env.SSR && typeof window !== "undefined") {
              window.location.assign(`${pagePrefix[kind]}${slug}`);
              return new Promise<undefined>(() => undefined);
            }
            throw error;
          },
        )
      : Promise.resolve(undefined);
    pending.set(key, promise);
  }
  return promise;
}

/** Every body of a kind: what the prerender needs before it renders any page. */
export async function loadAllBodies(kind: BodyKind): Promise<void> {
  await Promise.all([...loaders[kind].keys()].map((slug) => loadBody(kind, slug)));
}

/**
 * What a route module awaits when it first runs: every body in the prerender, the body of the
 * page being opened in the browser (none if the module first runs for a navigation elsewhere).
 */
export function loadBodiesAtStart(kind: BodyKind, prefix: string): Promise<unknown> {
  if (import.meta.env.SSR || typeof window === "undefined") return loadAllBodies(kind);
  // The path inside the build: "/es/blog/x" is "/blog/x" in the Spanish build.
  const path = routerPathname(window.location.pathname);
  if (!path.startsWith(prefix)) return Promise.resolve();
  let slug: string;
  try {
    slug = decodeURIComponent(path.slice(prefix.length).replace(/\/$/, ""));
  } catch {
    return Promise.resolve(); // a malformed address: the not-found page, which needs no body
  }
  return loadBody(kind, slug);
}
