import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleComponents } from "@/components/article/mdx-components";
import { articleFrontmatterSchema, guideFrontmatterSchema, parseAll } from "@/content/articles/schema";
import { blogPosts, findPost } from "@/content/blog";
import { findGuide, guides } from "@/content/guides";
import { isPublicPage } from "@/content/public-pages";
import { readFrontmatter } from "@/scripts/vite-content-plugin";

const contentDir = path.resolve(import.meta.dirname, "../../content");

function mdxFiles(folder: "articles" | "guides") {
  const dir = path.join(contentDir, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => ({ name, source: readFileSync(path.join(dir, name), "utf8") }));
}
const articleFiles = mdxFiles("articles");
const guideFiles = mdxFiles("guides");
const allFiles = [...articleFiles, ...guideFiles];

const validArticle = {
  title: "A valid article title",
  description: "A description that is long enough to pass the fifty character minimum.",
  date: "2025-01-08",
  updated: "2025-02-01",
  category: "Legal Guide",
  readMinutes: 5,
  excerpt: "An excerpt long enough to pass the forty character minimum.",
  author: "wage-attorney",
  image: { src: "/images/article-test.png", alt: "An illustration for the test" },
};

describe("article and guide front matter", () => {
  it.each(articleFiles.map((f) => [f.name, f.source]))(
    "%s parses with the article schema",
    (name, source) => {
      const result = articleFrontmatterSchema.safeParse(readFrontmatter(source, name));
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it.each(guideFiles.map((f) => [f.name, f.source]))("%s parses with the guide schema", (name, source) => {
    const result = guideFrontmatterSchema.safeParse(readFrontmatter(source, name));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("accepts the valid sample, so the failures below are for the stated reason", () => {
    expect(articleFrontmatterSchema.safeParse(validArticle).success).toBe(true);
  });

  it.each(Object.keys(validArticle))("fails when %s is missing", (field) => {
    const input: Record<string, unknown> = { ...validArticle };
    delete input[field];
    expect(articleFrontmatterSchema.safeParse(input).success).toBe(false);
  });

  it.each(["2025-02-30", "2025-13-01", "January 8, 2024", "2025-1-8", "", 20250108])(
    "fails on the bad date %s",
    (date) => {
      expect(articleFrontmatterSchema.safeParse({ ...validArticle, date }).success).toBe(false);
    },
  );

  it("accepts a date YAML hands over as a Date object", () => {
    const date = new Date("2025-01-08T00:00:00Z");
    expect(articleFrontmatterSchema.parse({ ...validArticle, date }).date).toBe("2025-01-08");
  });

  it.each(["Lemon Law", "News", "legal guide", ""])("fails on the unknown category '%s'", (category) => {
    expect(articleFrontmatterSchema.safeParse({ ...validArticle, category }).success).toBe(false);
  });

  it("fails on an unknown field, an unknown author, a remote image and an update before the date", () => {
    const bad = [
      { ...validArticle, extra: 1 },
      { ...validArticle, author: "someone-else" },
      { ...validArticle, image: { ...validArticle.image, src: "https://example.com/photo.jpg" } },
      { ...validArticle, updated: "2024-12-31" },
    ];
    for (const input of bad) expect(articleFrontmatterSchema.safeParse(input).success).toBe(false);
  });

  it("names the file and the field when a file is bad (what the build prints)", () => {
    const missing: Record<string, unknown> = { ...validArticle };
    delete missing.category;
    expect(() => parseAll({ "./articles/broken-post.mdx": missing }, articleFrontmatterSchema)).toThrow(
      /broken-post\.mdx[\s\S]*category/,
    );
  });

  it("throws on a file without front matter", () => {
    expect(() => readFrontmatter("# Just a heading\n", "x.mdx")).toThrow(/no front matter/);
  });
});

describe("the blog and the guides", () => {
  it("has exactly eight articles, including the four of the spec and the current minimum wage", () => {
    expect(blogPosts).toHaveLength(8);
    for (const slug of [
      "california-ai-workplace-laws",
      "california-gig-worker-rights-ab5",
      "california-minimum-wage-2025",
      "california-minimum-wage",
      "remote-work-rights-california",
    ])
      expect(findPost(slug), slug).toBeDefined();
  });

  it("has the three guides with the spec's Back links", () => {
    expect(guides.map((g) => [g.slug, g.back.href])).toEqual([
      ["california-overtime-laws", "/services/wage-hour"],
      ["fired-for-reporting-harassment", "/services"],
      ["proving-workplace-discrimination", "/services/discrimination"],
    ]);
  });

  it("finds a post by the splat param of the browser and of the prerender (trailing slash)", () => {
    expect(findPost("california-minimum-wage-2025/")?.slug).toBe("california-minimum-wage-2025");
    expect(findGuide("california-overtime-laws/")?.slug).toBe("california-overtime-laws");
    expect(findPost("california-minimum-wage-2025/extra")).toBeUndefined();
  });

  it("marks the 2025 wage article with the Important Updates badge", () => {
    expect(findPost("california-minimum-wage-2025")?.badge).toBe("Important Updates");
  });
});

describe("article bodies", () => {
  const registry = new Set(Object.keys(articleComponents));

  it.each(allFiles.map((f) => [f.name, f.source]))(
    "%s uses only components of the registry",
    (_name, source) => {
      const tags = [...source.matchAll(/<([A-Z][A-Za-z]*)/g)].map((m) => m[1]!);
      for (const tag of tags) expect(registry, tag).toContain(tag);
    },
  );

  it.each(allFiles.map((f) => [f.name, f.source]))("%s links only to pages that exist", (_name, source) => {
    const links = [
      ...[...source.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!),
      ...[...source.matchAll(/href: "(\/[^"]*)"/g)].map((m) => m[1]!),
    ];
    for (const link of links) expect(isPublicPage(link), link).toBe(true);
  });

  // Legal figures come from content/figures/legal-figures.ts through <Fig> and the tables, so the
  // page can show the one in force on the day it is read. Typed rates and time limits cannot.
  it.each(allFiles.map((f) => [f.name, f.source.replace(/^---[\s\S]*?\n---\n/, "")]))(
    "%s types no legal rate or time limit in its text",
    (_name, body) => {
      expect(body.match(/\$\d+\.\d{2}\b/g) ?? []).toEqual([]);
      expect(body.match(/within \**(one|three|four) years?\b|\b(180|300) days\b/gi) ?? []).toEqual([]);
    },
  );

  it("every article and guide shows at least one figure from the data, so it can say when they were checked", () => {
    for (const post of [...blogPosts, ...guides]) expect(post.figureIds.length, post.slug).toBeGreaterThan(0);
  });

  it("the 2025 article has the related links of the spec", () => {
    const source = articleFiles.find((f) => f.name === "california-minimum-wage-2025.mdx")!.source;
    for (const href of [
      "/services/wage-hour",
      "/services/discrimination",
      "/services/wrongful-termination",
      "/blog/california-gig-worker-rights-ab5",
      "/guides/california-overtime-laws",
      "/workplace-rights",
    ])
      expect(source).toContain(`href: "${href}"`);
    expect([...source.matchAll(/<FaqItem /g)]).toHaveLength(5);
  });

  it("the remote work article links the three services, the overtime guide, workplace rights and results", () => {
    const source = articleFiles.find((f) => f.name === "remote-work-rights-california.mdx")!.source;
    for (const href of [
      "/services/wage-hour",
      "/services/discrimination",
      "/services/wrongful-termination",
      "/guides/california-overtime-laws",
      "/workplace-rights",
      "/results",
    ])
      expect(source).toContain(href);
  });
});

describe("pages as React Router prerenders them", () => {
  it("a path with a trailing slash is the same page (the prerender asks for /x/)", () => {
    expect(isPublicPage("/blog/california-minimum-wage-2025/")).toBe(true);
    expect(isPublicPage("/about/")).toBe(true);
    expect(isPublicPage("/")).toBe(true);
    expect(isPublicPage("/blog/no-such-post/")).toBe(false);
  });
});
