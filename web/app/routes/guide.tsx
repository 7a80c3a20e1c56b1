import { splatParam } from "@/lib/use-pathname";
import { Link } from "react-router";
import { ArticlePage } from "@/components/article/article-page";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { guideBodies } from "@/content/article-bodies";
import { verifiedAuthor } from "@/content/authors";
import { findGuide, type Guide as GuideData } from "@/content/guides";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import { pageMeta } from "@/lib/meta";
import { articleJsonLd } from "@/lib/structured-data";
import type { Route } from "./+types/guide";

function structuredData(guide: GuideData) {
  const path = `/guides/${guide.slug}`;
  return [
    articleJsonLd({
      path,
      headline: guide.title,
      description: guide.description,
      datePublished: guide.date,
      dateModified: guide.updated,
      image: guide.image.src,
      author: verifiedAuthor(guide.author),
      section: "Guides",
    }),
  ];
}

export function meta({ params }: Route.MetaArgs) {
  const guide = findGuide(splatParam(params));
  if (!guide) return notFoundMeta("guide");
  return pageMeta({
    title: guide.title,
    description: guide.description,
    path: `/guides/${guide.slug}`,
    kind: "article",
    preview: "article",
    author: verifiedAuthor(guide.author)?.name,
    publishedTime: guide.date,
    modifiedTime: guide.updated,
    jsonLd: structuredData(guide),
  });
}

function BackLink({ guide }: { guide: GuideData }) {
  return (
    <Link to={guide.back.href} className="font-semibold text-blue-800 underline underline-offset-2">
      ← {guide.back.label}
    </Link>
  );
}

export default function Guide({ params }: Route.ComponentProps) {
  const guide = findGuide(splatParam(params));
  const Body = guide && guideBodies.get(guide.slug);
  if (!guide || !Body) return <NotFound kind="guide" />;
  return (
    <ArticlePage
      title={guide.title}
      intro={guide.summary}
      date={guide.date}
      updated={guide.updated}
      author={guide.author}
      image={guide.image}
      figureIds={guide.figureIds}
      Body={Body}
      kicker={
        <>
          <span className="rounded-full bg-blue-100 px-3 py-1 font-semibold text-blue-900">Guide</span>
          <BackLink guide={guide} />
        </>
      }
      footer={
        <section
          aria-label="Next steps"
          className="mt-10 flex flex-wrap items-center gap-6 rounded-xl border border-slate-200 p-6"
        >
          <CaseReviewButton>Get Free Case Review</CaseReviewButton>
          <BackLink guide={guide} />
        </section>
      }
    />
  );
}
