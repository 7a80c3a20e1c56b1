import { sectionWords } from "@/content/section-words";
import type { ReactNode } from "react";
import { claimMarks, SampleLabel } from "@/components/ui/sample-label";
import type { Attorney } from "@/content/attorneys";
import { specialtySummary } from "@/lib/specialties";
import { AttorneyAvatar } from "./attorney-avatar";

/**
 * Name, role and the first three specialties plus '+N more'; the page adds its own action. A
 * sample profile says so at the top of its card.
 */
export function AttorneyCard({
  attorney,
  index,
  headingLevel = 2,
  children,
}: {
  attorney: Attorney;
  index: number;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { visible, moreLabel } = specialtySummary(attorney.specialties);
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      {...claimMarks(`attorney:${attorney.id}`, attorney.provenance)}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6"
    >
      <SampleLabel provenance={attorney.provenance} kind="profile" className="mb-3" />
      <div className="flex items-center gap-4">
        <AttorneyAvatar initials={attorney.initials} index={index} />
        <div>
          <Heading className="text-xl font-semibold text-slate-900">{attorney.name}</Heading>
          <p className="text-slate-700">{attorney.title}</p>
          <p className="text-sm text-slate-700">{attorney.location}</p>
        </div>
      </div>
      <ul aria-label={sectionWords.focusAreas} className="mt-4 flex flex-1 flex-wrap content-start gap-2">
        {visible.map((s) => (
          <li key={s} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            {s}
          </li>
        ))}
        {moreLabel && (
          <li className="rounded-full px-1 py-1 text-sm font-semibold text-blue-900">{moreLabel}</li>
        )}
      </ul>
      {children}
    </div>
  );
}
