import { z } from "../../lib/content-zod";
import { authorIds } from "../authors";
import { slugFromPath } from "./slug";

// Front matter of articles (content/articles/*.mdx) and guides (content/guides/*.mdx). The file
// name is the slug. content/blog.ts and content/guides.ts parse every file with these schemas when
// the build imports them, so a bad file fails the build; tests/unit/articles.test.ts parses the
// files from disk too and feeds the schemas bad input on purpose.
export const blogCategories = ["Breaking News", "Legal Guide", "Tips & Advice", "Case Study"] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** A real calendar date written YYYY-MM-DD (YAML may hand it over as a string or a Date). */
const isoDate = z.preprocess(
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value,
  z.iso.date({ error: "must be a real date written YYYY-MM-DD" }),
);

const image = z.strictObject({
  // Original illustrations only: rendered from assets-src/*.svg to public/images/*.png.
  src: z
    .string()
    .regex(
      /^\/images\/(article|guide)-[a-z0-9-]+\.png$/,
      "must be /images/article-<name>.png or /images/guide-<name>.png",
    ),
  alt: z.string().min(10).max(160),
});

const common = {
  title: z.string().min(10).max(110),
  description: z.string().min(50).max(180),
  date: isoDate,
  updated: isoDate,
  author: z.enum(authorIds),
  image,
  /** Added by the content plugin from the body (content/figures/usage.ts), never typed. */
  figureIds: z.array(z.string()).default([]),
};

function updatedNotBeforeDate(value: { date: string; updated: string }, ctx: z.RefinementCtx) {
  if (value.updated < value.date)
    ctx.addIssue({ code: "custom", path: ["updated"], message: "must not be before date" });
}

export const articleFrontmatterSchema = z
  .strictObject({
    ...common,
    category: z.enum(blogCategories),
    readMinutes: z.number().int().min(1).max(30),
    excerpt: z.string().min(40).max(220),
    badge: z.string().min(3).max(30).optional(),
  })
  .superRefine(updatedNotBeforeDate);
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

export const guideFrontmatterSchema = z
  .strictObject({
    ...common,
    summary: z.string().min(20).max(220),
    back: z.strictObject({ href: z.string().startsWith("/"), label: z.string().min(3) }),
  })
  .superRefine(updatedNotBeforeDate);
export type GuideFrontmatter = z.infer<typeof guideFrontmatterSchema>;

/** Parses every file's front matter; all problems are reported together with their file names. */
export function parseAll<T>(
  files: Record<string, unknown>,
  schema: z.ZodType<T>,
): { slug: string; data: T }[] {
  const problems: string[] = [];
  const parsed: { slug: string; data: T }[] = [];
  for (const [path, raw] of Object.entries(files)) {
    const result = schema.safeParse(raw);
    if (result.success) parsed.push({ slug: slugFromPath(path), data: result.data });
    else problems.push(`${path}:\n${z.prettifyError(result.error)}`);
  }
  if (problems.length > 0) throw new Error(`bad front matter\n${problems.join("\n")}`);
  return parsed;
}
