import { Link } from "@/components/ui/site-link";
import { CaseReviewButton } from "@/components/ui/intake-buttons";
import { PageHeader } from "@/components/ui/page-header";
import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import { card, textLink } from "@/components/ui/styles";
import { TitledSection } from "@/components/ui/titled-section";
import { BulletList } from "@/components/ui/lists";
import { allResults } from "@/content/result-lookups";
import {
  resolutionTime,
  resultId,
  resultsDisclaimer,
  type CaseCategory,
  type CaseExample,
} from "@/content/results";
import { resultsPageCopy as copy } from "@/content/results-page";
import { formatDate, formatUsd } from "@/lib/format";
import { ClosingCta } from "./cta-box";
import { ResultCards, ResultsDisclosure } from "./result-cards";

function AllResultsLink() {
  return (
    <Link to="/results" className={textLink}>
      {copy.allResultsLink}
    </Link>
  );
}

/** One example case: its facts, how the firm helped, and the ways on. */
export function ResultExamplePage({
  category,
  example,
  index,
}: {
  category: CaseCategory;
  example: CaseExample;
  index: number;
}) {
  const shown = { id: resultId(category, index), category, example, index };
  return (
    <div {...claimMarks(`result:${shown.id}`, example.provenance)}>
      <PageHeader heading={example.title} intro={example.description}>
        <SampleLabel provenance={example.provenance} kind="case" className="mt-4" />
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 pb-12">
        <ResultsDisclosure results={[shown]} />
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className={card}>
            <dt className="text-sm text-slate-700">{copy.facts.amount}</dt>
            <dd className="text-3xl font-bold text-blue-900">{formatUsd(example.amountUsd)}</dd>
          </div>
          <div className={card}>
            <dt className="text-sm text-slate-700">{copy.facts.type}</dt>
            <dd className="text-xl font-semibold">{category.title}</dd>
          </div>
          <div className={card}>
            <dt className="text-sm text-slate-700">{copy.facts.whereAndWhen}</dt>
            <dd>
              {example.location}, {example.industry},{" "}
              <time dateTime={example.date}>{formatDate(example.date)}</time>
            </dd>
          </div>
          <div className={card}>
            <dt className="text-sm text-slate-700">{copy.facts.time}</dt>
            <dd>{resolutionTime}</dd>
          </div>
        </dl>
        <TitledSection id="helped-heading" heading={copy.helpedHeading} className="mt-8">
          <BulletList items={example.details} className="mt-3 list-disc space-y-1 pl-6 text-slate-800" />
        </TitledSection>
        <p className="mt-6 text-sm text-slate-700">
          {copy.everyCaseDiffers} {resultsDisclaimer}
        </p>
        <div className="mt-8">
          <CaseReviewButton>{copy.reviewButton}</CaseReviewButton>
        </div>
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={`/results/${category.slug}`} className={textLink}>
            {copy.moreExamples(category.title)}
          </Link>
          <AllResultsLink />
        </p>
      </div>
    </div>
  );
}

/** A category's examples, the disclaimer and the call to action. */
export function ResultCategoryPage({ category }: { category: CaseCategory }) {
  return (
    <>
      <PageHeader heading={category.title} intro={copy.categoryIntro} />
      <div className="mx-auto max-w-5xl px-4 pb-12">
        <ResultCards
          results={allResults.filter((r) => r.category === category)}
          headingLevel={2}
          className="mt-6 md:grid-cols-2"
        />
        <p className="mt-6 text-sm text-slate-700">{resultsDisclaimer}</p>
        <ClosingCta kind="results" className="mt-10" />
        <p className="mt-8">
          <AllResultsLink />
        </p>
      </div>
    </>
  );
}
