import { figureWords } from "@/content/figure-words";
import { findWorkedExample } from "@/content/articles/data/worked-example-lookups";
import type { Factor, Unit } from "@/content/articles/data/worked-examples";
import { formatNumber, formatUsd } from "@/lib/format";

const unitWords: Record<Exclude<Unit, "usd">, [string, string]> = {
  hours: [figureWords.exampleUnitOne.hours, figureWords.exampleUnitMany.hours],
  weeks: [figureWords.exampleUnitOne.weeks, figureWords.exampleUnitMany.weeks],
  days: [figureWords.exampleUnitOne.days, figureWords.exampleUnitMany.days],
  times: [figureWords.exampleUnitOne.times, figureWords.exampleUnitMany.times],
  breaks: [figureWords.exampleUnitOne.breaks, figureWords.exampleUnitMany.breaks],
  years: [figureWords.exampleUnitOne.years, figureWords.exampleUnitMany.years],
  periods: [figureWords.exampleUnitOne.periods, figureWords.exampleUnitMany.periods],
};

function formatFactor(f: Factor): string {
  if (f.unit === "usd") return f.label ? `${formatUsd(f.value)} ${f.label}` : formatUsd(f.value);
  if (f.unit === "times") return `${f.value}`;
  const [one, many] = unitWords[f.unit];
  return `${formatNumber(f.value)} ${f.value === 1 ? one : many}`;
}

/** A worked example from content/articles/data/worked-examples.ts (its arithmetic is tested). */
export function WorkedExample({ id }: { id: string }) {
  const example = findWorkedExample(id);
  return (
    <figure className="my-8 rounded-lg border border-slate-200 bg-slate-50 p-5">
      <figcaption className="text-lg font-bold text-slate-900">
        {figureWords.examplePrefix}
        {example.title}
      </figcaption>
      <p className="mt-2 text-slate-700">{example.situation}</p>
      <ul className="mt-3 space-y-1">
        {example.lines.map((line, i) => (
          <li key={i} className="text-slate-800">
            <span className="font-semibold">{line.label}:</span>{" "}
            {line.factors.map(formatFactor).join(line.op === "plus" ? " + " : " × ")} ={" "}
            <strong>
              {line.resultUnit === "usd"
                ? formatUsd(line.result)
                : formatFactor({ value: line.result, unit: line.resultUnit })}
            </strong>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">{example.note}</p>
    </figure>
  );
}
