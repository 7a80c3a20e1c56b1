import { sectionWords } from "@/content/section-words";
import { Link } from "@/components/ui/site-link";
import { imageSize } from "@/components/article/article-page";
import { formatDate } from "@/lib/format";
import { SmartImage } from "@/components/ui/smart-image";
import { metaFor, StaticPage, type MetaContext } from "@/components/ui/static-page";
import { blogPosts } from "@/content/blog";

export const meta = (context: MetaContext) => metaFor("blog", context, { preview: "page" });

export default function Blog() {
  return (
    <StaticPage page="blog">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
        {blogPosts.map((p, i) => (
          <li
            key={p.slug}
            className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-blue-700"
          >
            <SmartImage
              src={p.image.src}
              alt=""
              width={imageSize.width}
              height={imageSize.height}
              priority={i < 3}
              className="h-auto w-full"
            />
            <div className="flex flex-1 flex-col p-5">
              <p className="text-sm text-slate-600">
                <span className="font-semibold text-blue-900">{sectionWords.blogCategory[p.category]}</span> ·{" "}
                <time dateTime={p.date}>{formatDate(p.date)}</time> · {p.readMinutes} min read
              </p>
              <h2 className="mt-2 text-lg font-semibold">
                {/* The link covers the whole card; the title stays the link's accessible name. */}
                <Link
                  to={`/blog/${p.slug}`}
                  className="text-blue-900 underline underline-offset-2 after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {p.title}
                </Link>
              </h2>
              <p className="mt-2 text-slate-700">{p.excerpt}</p>
            </div>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
