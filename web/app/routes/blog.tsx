import { Link } from "react-router";
import { metaFor, StaticPage } from "@/components/ui/static-page";
import { blogPosts } from "@/content/blog";

export const meta = () => metaFor("blog");

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export default function Blog() {
  return (
    <StaticPage page="blog">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {blogPosts.map((p) => (
          <li key={p.slug} className="flex flex-col rounded-lg border border-slate-200 p-6">
            <p className="text-sm text-slate-600">
              {p.category} · <time dateTime={p.date}>{dateFormat.format(new Date(p.date))}</time> ·{" "}
              {p.readMinutes} min read
            </p>
            <h2 className="mt-2 text-lg font-semibold">
              <Link to={`/blog/${p.slug}`} className="text-blue-900 underline underline-offset-2">
                {p.title}
              </Link>
            </h2>
            <p className="mt-2 text-slate-700">{p.excerpt}</p>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
