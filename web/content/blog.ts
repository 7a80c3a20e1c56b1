import { compareText } from "../lib/format";
import { articleFrontmatterSchema, parseAll, type ArticleFrontmatter } from "./articles/schema";

export { blogCategories } from "./articles/schema";

// The blog's articles are the MDX files in content/articles, in the Spanish build those in
// content/articles/es (the same file names); the file name is the slug. Only their front matter is
// imported here (see scripts/vite-content-plugin.ts); the bodies are imported by the article route
// alone (content/article-bodies.ts).
// The test is import.meta.env itself, which Vite replaces in this module, so the bundler drops
// the other language's files (through lib/i18n/language.ts's siteLanguage, the English build kept
// the Spanish lazy chunks: Vite 8).
export type BlogPost = ArticleFrontmatter & { slug: string };

const files =
  import.meta.env.VITE_SITE_LANGUAGE === "es"
    ? import.meta.glob<unknown>("./articles/es/*.mdx", {
        query: "?frontmatter",
        import: "default",
        eager: true,
      })
    : import.meta.glob<unknown>("./articles/*.mdx", {
        query: "?frontmatter",
        import: "default",
        eager: true,
      });

/** Newest first. */
export const blogPosts: readonly BlogPost[] = parseAll(files, articleFrontmatterSchema)
  .map(({ slug, data }) => ({ ...data, slug }))
  .sort((a, b) => compareText(b.date, a.date) || compareText(a.slug, b.slug));

/**
 * The entry for a splat param. React Router prerenders each path with a trailing slash, so the
 * param is "slug/" at build time and "slug" in the browser; both must find the same entry.
 */
export function findPost(param: string | undefined): BlogPost | undefined {
  const slug = param?.replace(/\/$/, "");
  return blogPosts.find((p) => p.slug === slug);
}
