import { splatOf } from "@/lib/splat";
import { Link } from "react-router";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { PageHeader } from "@/components/ui/page-header";
import { findPost } from "@/content/blog";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/blog-post";

export function meta({ params }: Route.MetaArgs) {
  const post = findPost(splatOf(params));
  return post ? pageMeta({ title: post.title, description: post.excerpt }) : notFoundMeta("blog");
}

export default function BlogPost({ params }: Route.ComponentProps) {
  const post = findPost(splatOf(params));
  if (!post) return <NotFound kind="blog" />;
  return (
    <>
      <PageHeader heading={post.title} intro={post.excerpt} />
      <p className="mx-auto max-w-5xl px-4 pb-12">
        <Link to="/blog" className="font-semibold text-blue-800 underline underline-offset-2">
          Back to the blog
        </Link>
      </p>
    </>
  );
}
