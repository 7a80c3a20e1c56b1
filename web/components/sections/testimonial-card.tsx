import { sectionWords } from "@/content/section-words";
import { Link } from "@/components/ui/site-link";
import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import { textLink } from "@/components/ui/styles";
import { chrome } from "@/content/chrome";
import { resultPath } from "@/content/results-schema";
import { storyDisclosure, type StoryCard } from "@/content/story-cards";
import { formatUsd } from "@/lib/format";

/**
 * One story, with the settlement of the case result it tells and a link to that result. A sample
 * story carries its label and the dramatization disclosure (B&P Code 6157.2) wherever it appears.
 */
export function TestimonialCard({ t }: { t: StoryCard }) {
  const sample = t.provenance.status === "sample";
  return (
    <figure
      {...claimMarks(`testimonial:${t.id}`, t.provenance)}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">{t.issue}</p>
        <SampleLabel provenance={t.provenance} kind="story" />
      </div>
      <p className="mt-1 text-amber-800">
        <span aria-hidden="true">{"★".repeat(t.rating)}</span>
        <span className="sr-only">{chrome.ratedOutOf5(t.rating)}</span>
      </p>
      <blockquote className="mt-3 flex-1 text-slate-800">
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-4 text-slate-700">
        <span className="font-semibold text-slate-900">{t.name}</span>, {t.title}, {t.location}
        <span className="mt-1 block text-sm">
          {sectionWords.storySettlement(formatUsd(t.settlementUsd))}{" "}
          <Link to={resultPath(t.result.id)} className={textLink}>
            {sectionWords.readTheCase}
            <span className="sr-only">: {t.result.example.title}</span>
          </Link>
        </span>
        {sample && (
          <span className="mt-2 block rounded bg-slate-100 px-2 py-1 text-sm text-slate-800">
            {storyDisclosure}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
