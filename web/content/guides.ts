import { compareText } from "../lib/format";
import { guideFrontmatterSchema, parseAll, type GuideFrontmatter } from "./articles/schema";

// Guides are the MDX files in content/guides, in the Spanish build those in content/guides/es (the
// same file names); the file name is the slug (see content/blog.ts, which picks its folder the same
// way). The guide page's own words are in content/guide-words.ts.
export type Guide = GuideFrontmatter & { slug: string };

const files =
  import.meta.env.VITE_SITE_LANGUAGE === "es"
    ? import.meta.glob<unknown>("./guides/es/*.mdx", {
        query: "?frontmatter",
        import: "default",
        eager: true,
      })
    : import.meta.glob<unknown>("./guides/*.mdx", { query: "?frontmatter", import: "default", eager: true });

export const guides: readonly Guide[] = parseAll(files, guideFrontmatterSchema)
  .map(({ slug, data }) => ({ ...data, slug }))
  .sort((a, b) => compareText(a.slug, b.slug));

/**
 * The entry for a splat param. React Router prerenders each path with a trailing slash, so the
 * param is "slug/" at build time and "slug" in the browser; both must find the same entry.
 */
export function findGuide(param: string | undefined): Guide | undefined {
  const slug = param?.replace(/\/$/, "");
  return guides.find((g) => g.slug === slug);
}
