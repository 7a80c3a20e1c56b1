export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "./articles/some-slug.mdx?frontmatter" -> "some-slug" */
export function slugFromPath(path: string): string {
  const slug = /([^/]+)\.mdx(\?.*)?$/.exec(path)?.[1];
  if (!slug || !slugPattern.test(slug)) throw new Error(`${path}: file name must be a lower-case-slug.mdx`);
  return slug;
}
