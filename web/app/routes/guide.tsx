import { use } from "react";
import { splatParam } from "@/lib/use-pathname";
import { Link } from "@/components/ui/site-link";
import { articleMeta } from "@/components/article/article-meta";
import { ArticlePage } from "@/components/article/article-page";
import { NotFound, notFoundMeta } from "@/components/ui/not-found";
import { loadBodiesAtStart, loadBody, loadedBody } from "@/content/article-bodies";
import { guidePageCopy } from "@/content/guide-words";
import { findGuide, type Guide as GuideData } from "@/content/guides";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import type { Route } from "./+types/guide";

// The body of the page being opened (all of them in the prerender), before the first render.
await loadBodiesAtStart("guide", "/guides/");

export function meta({ params }: Route.MetaArgs) {
  const guide = findGuide(splatParam(params));
  if (!guide) return notFoundMeta("guide");
  return articleMeta(guide, `/guides/${guide.slug}`, "Guides");
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
  const Body = guide && (loadedBody("guide", guide.slug) ?? use(loadBody("guide", guide.slug)));
  if (!guide || !Body) return <NotFound kind="guide" />;
  return (
    <ArticlePage
      article={guide}
      intro={guide.summary}
      Body={Body}
      kicker={
        <>
          <span className="rounded-full bg-blue-100 px-3 py-1 font-semibold text-blue-900">
            {guidePageCopy.kicker}
          </span>
          <BackLink guide={guide} />
        </>
      }
      footer={
        <section
          aria-label={guidePageCopy.nextStepsLabel}
          className="mt-10 flex flex-wrap items-center gap-6 rounded-xl border border-slate-200 p-6"
        >
          <CaseReviewButton>{guidePageCopy.reviewButton}</CaseReviewButton>
          <BackLink guide={guide} />
        </section>
      }
    />
  );
}
