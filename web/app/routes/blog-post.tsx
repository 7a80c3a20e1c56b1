import { sectionWords } from "@/content/section-words";
import { use } from "react";
import { splatParam } from "@/lib/use-pathname";
import { articleMeta } from "@/components/article/article-meta";
import { ArticlePage } from "@/components/article/article-page";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { loadBodiesAtStart, loadBody, loadedBody } from "@/content/article-bodies";
import { findPost } from "@/content/blog";
import type { Route } from "./+types/blog-post";

// The body of the page being opened (all of them in the prerender), before the first render.
await loadBodiesAtStart("article", "/blog/");

export function meta({ params }: Route.MetaArgs) {
  const post = findPost(splatParam(params));
  if (!post) return notFoundMeta("blog");
  return articleMeta(post, `/blog/${post.slug}`, sectionWords.blogCategory[post.category]);
}

export default function BlogPost({ params }: Route.ComponentProps) {
  const post = findPost(splatParam(params));
  const Body = post && (loadedBody("article", post.slug) ?? use(loadBody("article", post.slug)));
  if (!post || !Body) return <NotFound kind="blog" />;
  return (
    <ArticlePage
      article={post}
      intro={post.excerpt}
      Body={Body}
      kicker={
        <>
          {post.badge && (
            <span className="rounded-full bg-red-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
              {post.badge}
            </span>
          )}
          <span className="rounded-full bg-blue-100 px-3 py-1 font-semibold text-blue-900">
            {sectionWords.blogCategory[post.category]}
          </span>
          <span>{post.readMinutes} min read</span>
        </>
      }
    />
  );
}
