import { sampleLabels, type SampleKind } from "@/content/statements";
import type { Provenance } from "@/lib/provenance";

/**
 * Marks the element that shows a firm claim, so the check over the build
 * (tests/unit/claims-build.test.ts) can find every claim on every page and see its label.
 */
export function claimMarks(id: string, provenance: Provenance) {
  return { "data-claim": id, "data-provenance": provenance.status };
}

/**
 * The visible label of a sample claim ("Sample figure", "Sample case", ...); nothing for a
 * verified one. The one label the site uses: its own light background keeps it readable (over
 * 7:1) on white, tinted and dark sections alike.
 */
export function SampleLabel({
  provenance,
  kind,
  className = "",
}: {
  provenance: Provenance;
  kind: SampleKind;
  className?: string;
}) {
  if (provenance.status !== "sample") return null;
  return (
    <span
      data-sample-label=""
      className={`inline-block w-fit rounded border border-amber-700 bg-amber-100 px-2 py-0.5 text-sm leading-tight font-semibold whitespace-nowrap text-amber-950 ${className}`}
    >
      {sampleLabels[kind]}
    </span>
  );
}
