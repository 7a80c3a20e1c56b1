import type { ArticleFrontmatter } from "@/content/articles/schema";
import { verifiedAuthor } from "@/content/authors";
import { pageMeta } from "@/lib/meta";
import { articleJsonLd } from "@/lib/structured-data";

/** What the head of an article or a guide is made of: its front matter. */
type ArticleHead = Pick<
  ArticleFrontmatter,
  "title" | "description" | "date" | "updated" | "image" | "author"
>;

/** Head tags of a blog article or a guide at `path`, with its Article structured data. */
export function articleMeta(article: ArticleHead, path: string, section: string) {
  const author = verifiedAuthor(article.author);
  return pageMeta({
    title: article.title,
    description: article.description,
    path,
    kind: "article",
    preview: "article",
    author: author?.name,
    publishedTime: article.date,
    modifiedTime: article.updated,
    jsonLd: [
      articleJsonLd({
        path,
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        dateModified: article.updated,
        image: article.image.src,
        author,
        section,
      }),
    ],
  });
}
