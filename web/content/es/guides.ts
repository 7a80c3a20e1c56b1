import { guideFrontmatterSchema, parseAll } from "../articles/schema";
import type { Guide } from "../guides";

// Spanish twin of ../guides.ts. The Spanish guides are the MDX files in content/guides/es (the
// same layout as the Spanish articles in content/articles/es); the file name is the slug, the same
// as the English guide's. Only their front matter is imported here.
export type { Guide };

const files = import.meta.glob<unknown>("../guides/es/*.mdx", {
  query: "?frontmatter",
  import: "default",
  eager: true,
});

export const guides: readonly Guide[] = parseAll(files, guideFrontmatterSchema)
  .map(({ slug, data }) => ({ ...data, slug }))
  .sort((a, b) => a.slug.localeCompare(b.slug));

/**
 * The entry for a splat param. React Router prerenders each path with a trailing slash, so the
 * param is "slug/" at build time and "slug" in the browser; both must find the same entry.
 */
export function findGuide(param: string | undefined): Guide | undefined {
  const slug = param?.replace(/\/$/, "");
  return guides.find((g) => g.slug === slug);
}

/** The fixed words of every Spanish guide page around its body. */
export const guidePageCopy = {
  kicker: "Guía",
  nextStepsLabel: "Próximos pasos",
  reviewButton: "Pida la revisión gratuita de su caso",
} as const satisfies Record<keyof typeof import("../guides").guidePageCopy, string>;
