import type { MDXContent } from "mdx/types";

// The compiled bodies of every article and guide, keyed by slug. Only the article and guide routes
// import this module, so the bodies stay out of every other page's JavaScript.
function bySlug(modules: Record<string, MDXContent>): ReadonlyMap<string, MDXContent> {
  return new Map(Object.entries(modules).map(([path, body]) => [/([^/]+)\.mdx$/.exec(path)![1]!, body]));
}

export const articleBodies = bySlug(
  import.meta.glob<MDXContent>("./articles/*.mdx", { import: "default", eager: true }),
);
export const guideBodies = bySlug(
  import.meta.glob<MDXContent>("./guides/*.mdx", { import: "default", eager: true }),
);
