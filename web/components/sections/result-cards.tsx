import { Link } from "@/components/ui/site-link";
import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import { card, textLink } from "@/components/ui/styles";
import { resultPath, resultsDisclosure, type CaseResult } from "@/content/results";
import { isSample } from "@/lib/provenance";
import { formatUsd } from "@/lib/format";

/** What a sample result is, above any list that holds one; nothing when every result is verified. */
export function ResultsDisclosure({
  results,
  className = "",
}: {
  results: readonly CaseResult[];
  className?: string;
}) {
  if (!results.some((r) => isSample(r.example.provenance))) return null;
  return (
    <p className={`rounded-md border-l-4 border-amber-500 bg-amber-50 p-4 text-slate-800 ${className}`}>
      {resultsDisclosure}
    </p>
  );
}

/** Case results as cards: amount, label of a sample, title linking to the case, description. */
export function ResultCards({
  results,
  headingLevel,
  className = "",
}: {
  results: readonly CaseResult[];
  headingLevel: 2 | 3;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <ResultsDisclosure results={results} className="mt-2" />
      <ul className={`grid gap-4 ${className}`}>
        {results.map(({ id, example }) => (
          <li key={id} {...claimMarks(`result:${id}`, example.provenance)} className={card}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-2xl font-bold text-blue-900">{formatUsd(example.amountUsd)}</p>
              <SampleLabel provenance={example.provenance} kind="case" />
            </div>
            <Heading className={`mt-1 font-semibold ${headingLevel === 2 ? "text-lg" : ""}`}>
              <Link to={resultPath(id)} className={textLink}>
                {example.title}
              </Link>
            </Heading>
            <p className="mt-1 text-slate-700">{example.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
