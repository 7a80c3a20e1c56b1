import { splatParam } from "@/lib/use-pathname";
import { ArticlePage } from "@/components/article/article-page";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { articleBodies } from "@/content/article-bodies";
import { verifiedAuthor } from "@/content/authors";
import { findPost, type BlogPost as Post } from "@/content/blog";
import { pageMeta } from "@/lib/meta";
import { articleJsonLd } from "@/lib/structured-data";
import type { Route } from "./+types/blog-post";

function structuredData(post: Post) {
  const path = `/blog/${post.slug}`;
  return [
    articleJsonLd({
      path,
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      dateModified: post.updated,
      image: post.image.src,
      author: verifiedAuthor(post.author),
      section: post.category,
    }),
  ];
}

export function meta({ params }: Route.MetaArgs) {
  const post = findPost(splatParam(params));
  if (!post) return notFoundMeta("blog");
  return pageMeta({
    title: post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    kind: "article",
    preview: "article",
    author: verifiedAuthor(post.author)?.name,
    publishedTime: post.date,
    modifiedTime: post.updated,
    jsonLd: structuredData(post),
  });
}

export default function BlogPost({ params }: Route.ComponentProps) {
  const post = findPost(splatParam(params));
  const Body = post && articleBodies.get(post.slug);
  if (!post || !Body) return <NotFound kind="blog" />;
  return (
    <ArticlePage
      title={post.title}
      intro={post.excerpt}
      date={post.date}
      updated={post.updated}
      author={post.author}
      image={post.image}
      figureIds={post.figureIds}
      Body={Body}
      kicker={
        <>
          {post.badge && (
            <span className="rounded-full bg-red-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
              {post.badge}
            </span>
          )}
          <span className="rounded-full bg-blue-100 px-3 py-1 font-semibold text-blue-900">
            {post.category}
          </span>
          <span>{post.readMinutes} min read</span>
        </>
      }
    />
  );
}
